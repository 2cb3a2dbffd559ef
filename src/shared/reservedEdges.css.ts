import { globalStyle } from '@vanilla-extract/css';

// The room `useReservedEdge` measures, plus a little air, so that focus never lands under a pinned bar.
globalStyle('html', {
  scrollPaddingBlockStart: 'calc(var(--reserved-top, 0px) + 8px)',
  scrollPaddingBlockEnd: 'calc(var(--reserved-bottom, 0px) + 8px)',
});

// The page ends with as much room as the bars pinned to the bottom take, so that its last lines (the footer's
// phone and chat links) can scroll up clear of them.
// The property does not inherit (reservedEdges.ts): the body takes the root's value by name.
globalStyle('body', {
  vars: { '--reserved-bottom': 'inherit' },
  paddingBlockEnd: 'var(--reserved-bottom, 0px)',
});
