import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  '@media': { [mq.md]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
});

export const daysLeft = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.warning,
});

export const gifts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gift = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minInlineSize: 0,
});

export const giftIcon = style({ flexShrink: 0, color: vars.color.accent });

export const giftName = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const giftStock = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const progress = style({ display: 'grid', gap: vars.space.sm });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
