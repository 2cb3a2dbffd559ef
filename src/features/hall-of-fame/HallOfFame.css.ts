import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  blockSize: '100%',
  // Loaded slider or static first card: the same height, so nothing below moves.
  minBlockSize: '236px',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  borderBlockStart: `4px solid ${vars.color.accent}`,
});

export const badge = style({
  justifySelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const controlsSpace = style({ blockSize: '56px' });

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
