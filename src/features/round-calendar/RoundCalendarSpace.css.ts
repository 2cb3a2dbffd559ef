import { mq } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

/**
 * The viewer's time and the calendar button load as the countdown comes into view: the space is kept for
 * them from the first paint (the tallest locale: 162 px at 360 px, 136 px from 768 px), so nothing below
 * moves when they arrive.
 */
export const reserved = style({
  minBlockSize: '10.5rem',
  '@media': { [mq.md]: { minBlockSize: '8.5rem' } },
});
