import { style } from '@vanilla-extract/css';

// Hidden from sight, still read by screen readers; `clip-path` replaces the deprecated `clip`.
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
