import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: vars.zIndex.popover,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.sm,
});

export const headerInner = style({
  maxInlineSize: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [mq.md]: { paddingInline: vars.space.xl } },
});

export const brand = style({
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const brandMark = style({
  display: 'inline-block',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  textAlign: 'center',
  lineHeight: '28px',
  fontSize: vars.fontSize.md,
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  '@media': { [mq.md]: { paddingInline: vars.space.xl } },
});

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
