import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';
import { panel as sharedPanel } from '../../shared/panel.css';

export const panel = style([sharedPanel, { gap: vars.space.md }]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summary = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.semibold });

/** Rank labels beside the plot, dates beneath it. */
export const figure = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const rankScale = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const plot = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '9rem',
  overflow: 'visible',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  // Time runs with the reading direction: right to left in Arabic and Uyghur.
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const area = style({ fill: vars.color.highlight, stroke: 'none' });

export const line = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 2.5 });

export const timeScale = style({
  gridColumn: 2,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const toggle = style({ justifySelf: 'start' });
