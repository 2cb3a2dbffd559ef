import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

// `minmax(0, 1fr)`: a wide child (a table, a tab list) scrolls inside its own box instead of widening the page.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  minInlineSize: 0,
});

// The race's sections load one after another above the rules: they fill a screen's height reserved for them,
// so that the rules start below the first screen and never move in view.
export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.xl,
  minBlockSize: '100svh',
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xxl } },
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export { panel } from '../../shared/panel.css';

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minInlineSize: 0,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const rankingRow = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  textAlign: 'start',
  '@media': { [mq.md]: { gridTemplateColumns: '3rem minmax(0, 1.4fr) minmax(0, 1fr) auto' } },
});

export const rank = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const rowName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const rowAccount = style({
  display: 'none',
  color: vars.color.textMuted,
  '@media': { [mq.md]: { display: 'inline' } },
});

export const rowReturn = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const ownMark = style({ marginInlineStart: vars.space.xs });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const detail = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const detailValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** What a prize depends on, under the amount. */
export const prizeCondition = style({
  display: 'block',
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

/** Sections below the gift banner or the failed enrolments, laid out in the content's grid as if unwrapped. */
export const following = style({ display: 'contents' });

/** The same, drawn but unseen until those above have decided whether they show: appearing, they would push it in view. */
export const followingHeld = style([following, { visibility: 'hidden' }]);

/**
 * A section that starts below the first screen (the rank history, the board, the rules): skipped by style and
 * layout while out of view. Laid out as they came, the board's rows alone were a 45–50 ms layout at 4× CPU, after
 * everything in view had loaded. Until first shown it counts as 40rem high; then as high as it was. Its paint is
 * clipped at its box, so the clip leaves room for the panel's shadow and a focus ring. Not the round history: its
 * table measures itself as it draws anyway, and skipped it would not see the screen narrow (it kept scrolling
 * sideways, unfocusable, where it should have stacked).
 */
export const offScreenSection = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  overflowClipMargin: vars.space.sm,
});
