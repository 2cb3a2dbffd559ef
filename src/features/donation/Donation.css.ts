import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '48px',
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  selectors: {
    // Hidden, it keeps its place, so that the floating stack does not grow over a control Tab has just reached.
    '&[hidden]': { visibility: 'hidden' },
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
  },
});

export const body = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space.md,
});

export const amount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
