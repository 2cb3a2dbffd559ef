import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** As tall as a small letter of the trigger's text, at any text size. */
export const triggerChevron = style({
  flexShrink: 0,
  inlineSize: '0.75em',
  blockSize: '0.75em',
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  // Within the screen with the text at 200 % (12rem is then 384 px).
  minInlineSize: 'min(12rem, var(--radix-dropdown-menu-content-available-width, 100vw))',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-highlighted]': { background: vars.color.highlight, color: vars.color.brand },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const label = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xs,
  background: vars.color.border,
});
