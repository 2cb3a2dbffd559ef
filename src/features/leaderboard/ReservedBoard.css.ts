import { style } from '@vanilla-extract/css';

/**
 * The board's height with a page of rows, kept while a page of rows loads and by the landing page's placeholder
 * before the board's code has come, so that what is below does not move when the rows arrive. Measured with the
 * sandbox's first page in en, sc, ae, th and vn: 1,617–1,754 px at 360 px, 1,458–1,480 at 768, 1,228–1,303 at
 * 1,280. The widths are where the rows take one line (a 46rem board) and their wide columns (64rem), plus the
 * section's inline padding.
 */
export const reservedBoard = style({
  minBlockSize: '106rem',
  // The room is kept below the board's parts, not shared out among them (a grid stretches its rows).
  alignContent: 'start',
  '@media': {
    '(min-width: 47.5rem)': { minBlockSize: '92rem' },
    '(min-width: 65.5rem)': { minBlockSize: '80rem' },
  },
});
