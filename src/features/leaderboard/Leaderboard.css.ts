import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  // One column no wider than the board: at 200 % text a wide child wraps instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  maxInlineSize: '72rem',
  marginInline: 'auto',
  scrollMarginBlockStart: vars.space.xxl,
  // The rows' layout follows the board's own width (see `summary`).
  containerType: 'inline-size',
});

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(10rem, 14rem) minmax(12rem, 20rem)' } },
});

/** The selected round's result badge beside the last update. */
export const roundStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/**
 * Beside the round's badge where the time fits, else on a row of its own: decided by the line's room, not by
 * its text, so the blank line kept while the time loads wraps as the time will.
 */
export const updated = style({
  flex: '1 1 18em',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"rank who return" "rank stars prize"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  inlineSize: '100%',
  fontWeight: vars.fontWeight.regular,
  // Fixed tracks once the board has room for them: the accordion sizes each trigger to its content, so
  // only fixed widths line the columns up from row to row. The room is measured in rem, so that at 200 %
  // text the row keeps to two lines rather than run 1,800 px wide (WCAG 1.4.10).
  '@container': {
    '(min-width: 46rem)': {
      gridTemplateColumns: '3rem 14rem 8rem 10rem 5rem',
      gridTemplateAreas: '"rank who return prize stars"',
    },
    '(min-width: 64rem)': { gridTemplateColumns: '3rem 24rem 10rem 13rem 5rem' },
  },
});

export const rank = style({
  gridArea: 'rank',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-podium]': { backgroundColor: vars.color.accent, color: vars.color.onAccent } },
});

export const who = style({ gridArea: 'who', display: 'grid', minInlineSize: 0 });
// Names and ids are isolated (`bdi`) so that their own script direction does not reorder the row; the
// box then keeps to the start of the cell in either page direction.
export const name = style({
  justifySelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const account = style({
  justifySelf: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const returnRate = style({ gridArea: 'return', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const prize = style({
  gridArea: 'prize',
  textAlign: 'end',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
/** What a prize depends on, under the amount. */
export const prizeCondition = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'normal',
});
export const stars = style({ gridArea: 'stars', display: 'inline-flex', gap: vars.space.xxs });
export const star = style({
  color: vars.color.border,
  selectors: { '&[data-met]': { color: vars.color.accent } },
});
export const figureLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** An open row: the account's figures, then its requirement checklist. */
export const openRow = style({ display: 'grid', gap: vars.space.lg });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const detail = style({ display: 'grid', gap: vars.space.xxs });
export const detailTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const detailValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** Issue 14: the line where a prize tier begins, named with the tier and what it pays. */
export const tierDivider = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockStart: `2px solid ${vars.color.accent}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
