import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const scrollToTop = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.xl,
  zIndex: vars.zIndex.sticky,
  // Mobile only (§2): desktop readers have the scroll bar and the Home key.
  '@media': { [mq.md]: { display: 'none' } },
});

export const stickyBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});
