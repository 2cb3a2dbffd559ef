import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
