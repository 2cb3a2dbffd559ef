import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const quarter = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const clauses = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.relaxed,
  maxInlineSize: '80ch',
});

export const document = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
