import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { yieldToMain } from './yieldToMain';

/** The parts waiting for their turn, first come first drawn: each starts its own, until it is drawn or gone. */
const waiting: Array<() => Promise<void>> = [];
let drawing = false;

async function drawInTurn() {
  drawing = true;
  while (waiting.length > 0) {
    await yieldToMain();
    await waiting.shift()?.();
  }
  drawing = false;
}

/**
 * Draws `children` in a task of its own, after the render that placed it and after the parts placed before it:
 * a page whose sections below the first screen arrive together (the race page's, with the person's figures)
 * drew them all in one task that held a tap or a scroll for as long; in turn, each holds them for its own.
 * The next turn waits until this part is drawn: a render is queued as a task, and `scheduler.yield()` runs its
 * step ahead of queued tasks, so turns started one yield apart all rendered in the first one's task.
 * Until its turn it draws nothing, so it belongs where it is out of sight, or in space kept for what it draws.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const [turn, setTurn] = useState(false);
  const drawn = useRef<() => void>(undefined);
  useEffect(() => {
    if (turn) return undefined;
    let placed = true;
    waiting.push(() => {
      if (!placed) return Promise.resolve();
      return new Promise((resolve) => {
        drawn.current = resolve;
        setTurn(true);
      });
    });
    if (!drawing) void drawInTurn();
    return () => {
      placed = false;
      // Removed before its render: the next part need not wait for it.
      drawn.current?.();
    };
  }, [turn]);
  useLayoutEffect(() => {
    if (turn) drawn.current?.();
  }, [turn]);
  return turn ? children : null;
}
