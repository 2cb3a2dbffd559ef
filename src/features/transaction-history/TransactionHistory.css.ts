import { mq, mqBelow, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const intro = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** §2: the box of button rows, from 768 px only. */
export const filterBox = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': { [mqBelow.md]: { display: 'none' } },
});

/** §2: at 767 px or less, the applied filters in a line and the drawer's button. */
export const filterBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': { [mq.md]: { display: 'none' } },
});

export const filterSummary = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The list's region, which takes focus while a page loads (issue 16); its live region is drawn nowhere. */
export const region = style({ position: 'relative' });

export const list = style({ display: 'grid', gap: vars.space.md });

export const prizeCell = style({ display: 'grid', gap: vars.space.xxs });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
