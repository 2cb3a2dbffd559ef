import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '60ch',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});
