import { globalStyle } from '@vanilla-extract/css';

// The room `useReservedEdge` measures, plus a little air, so that focus never lands under a pinned bar.
globalStyle('html', {
  scrollPaddingBlockStart: 'calc(var(--reserved-top, 0px) + 8px)',
  scrollPaddingBlockEnd: 'calc(var(--reserved-bottom, 0px) + 8px)',
});
