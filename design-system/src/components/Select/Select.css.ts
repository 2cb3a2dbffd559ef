import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { field, icon, label, trigger } from '../../private/selectField.css';

/** The open list's layer, in the body: no box of its own. */
export const layer = style({ display: 'contents' });

/**
 * The cover over the page while the list is open: a press on it closes the list and reaches nothing below. It
 * takes the pointer itself, as the body it sits in has none while the list is open.
 */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popover,
  pointerEvents: 'auto',
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
