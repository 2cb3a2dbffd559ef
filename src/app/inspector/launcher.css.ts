import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

/**
 * Low on the inline-start edge: clear of the scroll-to-top button and above the phone's sticky bar; on a phone
 * above the row of the landing page's floating buttons too, which reaches this edge there.
 */
export const launcher = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: '144px',
  zIndex: vars.zIndex.popover,
  opacity: 0.9,
  '@media': { [mq.sm]: { insetBlockEnd: '96px' } },
});
