import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const podium = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const place = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-place="1"]': { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  },
});

export const medal = style({ display: 'block' });

export const placeName = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [mq.lg]: { fontSize: vars.fontSize.xxl } },
});

// Inherits the place's colour: the champion's card is inverse, where a muted tone would fade.
export const serverNote = style({
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/**
 * Where a figure will show while it loads: drawn inside the figure's own line, so the line keeps its height,
 * and about as wide as the figure.
 */
export const pendingFigure = style({
  display: 'inline-block',
  inlineSize: '9em',
  blockSize: '0.75em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  selectors: {
    '&[data-size="amount"]': { inlineSize: '6em' },
    '&[data-size="round"]': { inlineSize: '1.5em' },
  },
});

export const upTo = style({
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
});

export const disclaimer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
