import { mq, mqBelow, vars } from '@doo/design-system';
import { createVar, style } from '@vanilla-extract/css';
import { progressDotSteps } from '../../../machines/progressDots';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': { [mq.md]: { padding: vars.space.xl } },
});

/**
 * The card's height while it loads: what it will be once loaded, in every locale (the badge above the title
 * and the times on two lines below 640 px, `header` and `times`), so that nothing moves when it comes, even
 * for a person who has scrolled past it.
 */
export const loadingHeight = createVar();
export const loading = style({
  vars: { [loadingHeight]: '418px' },
  '@media': { [mqBelow.sm]: { vars: { [loadingHeight]: '471px' } } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  // Below 640 px the two share a line in some locales only: always one above the other, the same height in all.
  '@media': { [mqBelow.sm]: { flexDirection: 'column' } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
});

export const clock = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  maxInlineSize: '32rem',
  inlineSize: '100%',
  marginInline: 'auto',
});

// A block, not a grid: a grid's item is laid out again with its grid, so it could not bound a tick's layout.
export const unit = style({
  display: 'block',
  textAlign: 'center',
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

/**
 * The figures a tick changes, one line whatever they read. On screen a relayout boundary (size and layout
 * contained, a layer of its own): a tick lays out these figures alone, where it laid out the whole page (3 ms a
 * second at 1x CPU). Off screen skipped (`content-visibility`), from the first render, as their size is their
 * own: a tick there is neither laid out nor painted. (Skipping the whole panel did not hold: Chromium lays a
 * boundary out within a skipped panel for seconds after it leaves the screen.)
 */
export const value = style({
  display: 'block',
  position: 'relative',
  contain: 'size layout style',
  contentVisibility: 'auto',
  blockSize: `calc(${vars.lineHeight.tight} * 1em)`,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xxl } },
});

export const unitLabel = style({ display: 'block', fontSize: vars.fontSize.xs });

export const times = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // Below 640 px the dates wrap in some locales only: two lines kept in all.
  '@media': { [mqBelow.sm]: { minBlockSize: `calc(2 * ${vars.lineHeight.normal} * 1em)` } },
});

export const ended = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const progress = style({
  position: 'relative',
  paddingBlockEnd: vars.space.xl,
});

export const dots = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  blockSize: '1.5rem',
});

/** The dots of one screen size's count, the first `count` of them, filled as their `data-filled-at` says. */
const dotsOf = (count: number) => ({
  [`&:nth-child(-n+${count})`]: { display: 'block' },
  [`&:nth-child(n+${count + 1})`]: { display: 'none' },
  [`&[data-filled-at~="${count}"]`]: { backgroundColor: vars.color.accent },
  [`&:not([data-filled-at~="${count}"])`]: { backgroundColor: vars.color.border },
});

const [smallestScreens, ...largerScreens] = progressDotSteps;

/** Every count's dots are drawn; the screen's size picks its count (§9, machines/progressDots.ts). */
export const dot = style({
  inlineSize: '0.375rem',
  blockSize: '0.375rem',
  borderRadius: vars.radius.pill,
  selectors: dotsOf(smallestScreens.count),
  '@media': Object.fromEntries(
    largerScreens.map(({ from, count }) => [mq[from], { selectors: dotsOf(count) }]),
  ),
});

/** The boundaries between rounds, spread evenly over the line: one slot of no width each. */
export const markers = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'space-between',
});

export const markerSlot = style({ position: 'relative', inlineSize: 0 });

export const marker = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  transform: 'translateX(-50%)',
  selectors: { '[dir="rtl"] &': { transform: 'translateX(50%)' } },
});

export const markerPoint = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: {
    '[data-reached] > &': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const markerLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

// As wide as it may be, not as its content: in a grid (the race page) it would otherwise widen as the viewer's
// time and the calendar button arrive, and move.
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
});

export const sectionTitle = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});
