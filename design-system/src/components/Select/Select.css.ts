import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'inline-grid',
  gap: vars.space.xs,
  minInlineSize: '12rem',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
    '&:focus-visible': {
      outline: 'none',
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}`,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  overflow: 'hidden',
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'var(--radix-select-content-available-height)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

export const viewport = style({
  padding: vars.space.xs,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '40px',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xxl,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.highlight, color: vars.color.brand },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.brand,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '24px',
  color: vars.color.textMuted,
  cursor: 'default',
});

export const chevronUp = style({ transform: 'rotate(180deg)' });
export const chevronDown = style({});
