import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

/** Low on the inline-start edge: clear of the scroll-to-top button and above the phone's sticky bar. */
export const launcher = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: '96px',
  zIndex: vars.zIndex.popover,
  opacity: 0.9,
});
