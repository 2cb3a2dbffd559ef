import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

/** The section itself: as a grid item of the page it may shrink below its table's width (the table stacks). */
export const section = style({ minInlineSize: 0 });

// `minmax(0, …)`: a track never grows to the table's width, so the table stacks instead of widening the page.
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The tiers and the person's progress take the whole row. */
export const wide = style({ '@media': { [mq.md]: { gridColumn: '1 / -1' } } });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const stack = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const rules = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const progressBar = style({ inlineSize: '100%' });
