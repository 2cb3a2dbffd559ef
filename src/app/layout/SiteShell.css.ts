import { modalOverlayOpenAttribute, mq, vars } from '@doo/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

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

export const main = style({
  flex: 1,
  // The footer starts below the first screen, so that a page growing as its sections load never pushes it out
  // of view (a layout shift of almost a whole screen).
  minBlockSize: '100svh',
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

// While a dialog is open Radix sets `pointer-events: none` on the body, which every element inherits: each opening
// and each closing restyled the whole page (on the landing page at 4× CPU, about 25 ms of the 90 ms a dialog took
// to its next paint). Its overlay keeps the pointer off the page anyway, so the app's root keeps its own value
// (index.html's `#root`) and the change stops there.
globalStyle(`body[${modalOverlayOpenAttribute}] > #root`, { pointerEvents: 'auto' });
