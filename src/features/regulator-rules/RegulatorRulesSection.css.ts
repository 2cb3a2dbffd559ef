import { mq, mqBelow, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxInlineSize: '1280px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  // The anchor jump (#regulatorSection) must not land the heading under the sticky header.
  scrollMarginBlockStart: vars.space.xxxl,
  color: vars.color.text,
  '@media': { [mq.md]: { paddingInline: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xxl } },
});

export const intro = style({
  marginBlock: `${vars.space.sm} ${vars.space.lg}`,
  marginInline: 0,
  maxInlineSize: '70ch',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

// Eight tabs overflow a phone's width and the strip scrolls with no scrollbar: fading its
// inline end shows that more tabs follow. A mask, so it works on any background.
const fadeEnd = (side: 'left' | 'right') => `linear-gradient(to ${side}, transparent, #000 ${vars.space.xl})`;

export const tabStrip = style({
  '@media': {
    [mqBelow.lg]: {
      maskImage: fadeEnd('left'),
      selectors: { '[dir="rtl"] &': { maskImage: fadeEnd('right') } },
    },
  },
});

export const rules = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  // Room for two-digit markers (the longest list has 16 rules).
  paddingInlineStart: vars.space.xl,
  maxInlineSize: '80ch',
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

export const rule = style({
  paddingInlineStart: vars.space.xxs,
  selectors: {
    '&::marker': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
});

export const note = style({
  marginBlock: `${vars.space.lg} 0`,
  marginInline: 0,
  maxInlineSize: '80ch',
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  lineHeight: vars.lineHeight.relaxed,
});

export const noteLabel = style({
  fontWeight: vars.fontWeight.semibold,
});
