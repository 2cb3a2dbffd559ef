import { useEffect, useState, type ReactNode } from 'react';
import { yieldToMain } from './yieldToMain';

/** The parts waiting for their turn, first come first drawn. */
const waiting: Array<() => void> = [];
let drawing = false;

async function drawInTurn() {
  drawing = true;
  while (waiting.length > 0) {
    await yieldToMain();
    waiting.shift()?.();
  }
  drawing = false;
}

/**
 * Draws `children` in a task of its own, after the render that placed it and after the parts placed before it:
 * a page whose sections below the first screen arrive together (the race page's, with the person's figures)
 * drew them all in one task that held a tap or a scroll for as long; in turn, each holds them for its own.
 * Until its turn it draws nothing, so it belongs where it is out of sight, or in space kept for what it draws.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (turn) return undefined;
    let placed = true;
    waiting.push(() => {
      if (placed) setTurn(true);
    });
    if (!drawing) void drawInTurn();
    return () => {
      placed = false;
    };
  }, [turn]);
  return turn ? children : null;
}
