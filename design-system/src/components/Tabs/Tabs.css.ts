import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  // Many categories on a phone: scroll the strip instead of wrapping it.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  flexShrink: 0,
  position: 'relative',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      insetBlockEnd: '-1px',
      blockSize: '3px',
      borderRadius: vars.radius.pill,
      backgroundColor: 'transparent',
    },
    '&[data-state="active"]::after': { backgroundColor: vars.color.accent },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`,
      borderRadius: vars.radius.sm,
    },
  },
});

export const content = style({
  paddingBlockStart: vars.space.lg,
  selectors: {
    // Radix keeps force-mounted panels in the DOM with this state; they must not show.
    '&[data-state="inactive"]': { display: 'none' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
