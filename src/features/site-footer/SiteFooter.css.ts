import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { [mq.md]: { padding: vars.space.xxl } },
});

export const menus = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.textInverse,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});

export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const socialLink = style({
  vars: { '--social-icon-cut': vars.color.brandHover },
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandHover,
  color: vars.color.textInverse,
  selectors: {
    '&:hover': { background: vars.color.accent, color: vars.color.onAccent },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});

export const compliance = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.brandHover}`,
});

/** The service's compliance texts, in the language it wrote them in. */
export const complianceTexts = style({
  display: 'grid',
  gap: vars.space.md,
});

export const complianceText = style({
  margin: 0,
  maxInlineSize: '100ch',
});

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
});
