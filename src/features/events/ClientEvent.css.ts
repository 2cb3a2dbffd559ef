import { mq, vars } from '@doo/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const selectorTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
  },
});

globalStyle(`${selectorTrigger}[aria-expanded="true"] svg`, { transform: 'rotate(180deg)' });

export const periodList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const periodOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="true"]': { background: vars.color.highlight, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const countdown = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  margin: 0,
});

export const countdownUnit = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const countdownValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const countdownLabel = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });

export const statusFigure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const statusArt = style({ flexShrink: 0, inlineSize: '88px', blockSize: '88px' });

/**
 * The "Time left" card's body holds a prize status's height from the first paint: loading, the countdown and
 * the status fit it, so the sections below do not move when the period's state arrives. 6rem is the status
 * of an ended period at 360–768 px in 10 of the 13 locales (88–95 px); in id, es and pt its text is longer.
 */
export const timeLeftBody = style({
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.md,
  minBlockSize: '6rem',
});

export const statusTone = {
  processing: style({ color: vars.color.brand }),
  rejected: style({ color: vars.color.danger }),
  expired: style({ color: vars.color.textMuted }),
};

export const statusText = style({ display: 'grid', gap: vars.space.xxs });

export const statusTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
