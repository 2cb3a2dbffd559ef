import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tableAligns = ['start', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];

export const scroller = style({
  // The containing block of a hidden caption: without it the caption is placed against the page and widens it.
  position: 'relative',
  inlineSize: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  captionSide: 'top',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    selectors: {
      'tbody > tr:last-child > &': { borderBlockEnd: 'none' },
      // The own row gets a gold bar at its inline start.
      'tr[data-highlighted] > &:first-child': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
      '[dir="rtl"] tr[data-highlighted] > &:first-child': {
        boxShadow: `inset -3px 0 0 ${vars.color.accent}`,
      },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      // Numbers line up by their digits.
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    head: {
      true: {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.semibold,
        fontSize: vars.fontSize.xs,
        textTransform: 'uppercase',
        letterSpacing: '0.02em',
      },
      false: {},
    },
    rowHeader: {
      true: { fontWeight: vars.fontWeight.semibold },
      false: {},
    },
  },
  defaultVariants: { align: 'start', head: false, rowHeader: false },
});

export const row = style({
  selectors: {
    'tbody > &:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[data-highlighted]': { backgroundColor: vars.color.highlight },
  },
});

export const empty = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * The column's heading before each value, in the stacked layout only: generated from the cell's `data-label`, with
 * no text for screen readers (the `/ ""`), which have the header cells already.
 */
const stackedLabel = {
  content: 'attr(data-label) / ""',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
} as const;

// Stacked (the columns do not fit): one block per row, a label/value line per cell.
const stacked = `${scroller}[data-stacked]`;
globalStyle(`${stacked} :is(table, caption, tbody, tr, th, td)`, { display: 'block' });
globalStyle(`${stacked} thead`, {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
globalStyle(`${stacked} tbody > tr`, {
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${stacked} tbody > tr:last-child`, { borderBlockEnd: 'none' });
globalStyle(`${stacked} tbody > tr > :is(th, td):not(${empty})::before`, stackedLabel);
globalStyle(`${stacked} tbody > tr > :is(th, td):not(${empty})`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: 'none',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});
