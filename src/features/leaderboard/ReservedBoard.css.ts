import { createVar, style } from '@vanilla-extract/css';

const boardHeight = createVar();

/**
 * The board's height with a page of rows. Measured with the sandbox's first page in en, sc, ae, th and vn:
 * 1,617–1,754 px at 360 px, 1,458–1,480 at 768, 1,228–1,303 at 1,280. The widths are where the rows take one line
 * (a 46rem board) and their wide columns (64rem), plus the section's inline padding.
 */
const boardRoom = {
  vars: { [boardHeight]: '106rem' },
  '@media': {
    '(min-width: 47.5rem)': { vars: { [boardHeight]: '92rem' } },
    '(min-width: 65.5rem)': { vars: { [boardHeight]: '80rem' } },
  },
  // The room is kept below the board's parts, not shared out among them (a grid stretches its rows).
  alignContent: 'start',
} as const;

/** The landing page's placeholder before the board's code has come: the room, so that what is below stays put. */
export const reservedBoard = style({ ...boardRoom, minBlockSize: boardHeight });

/**
 * The board keeps the room while any of its parts shows a skeleton (its first load, a page of rows, the rows'
 * texts): what is below does not move when the rows arrive.
 */
export const boardKeepsItsRoom = style({
  ...boardRoom,
  selectors: { '&:has([data-part="skeleton"])': { minBlockSize: boardHeight } },
});
