import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '32px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.highlight },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '4px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
