import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * `value`, except that a change `holds` accepts (into a placeholder, from what was drawn) shows only after the
 * next paint: until then the value drawn last stays, the same object. A press that swaps a list for its
 * placeholder then paints at once what it changed itself (the page chosen, the tab), and the costly swap
 * follows in a task of its own. Any other change shows at once.
 */
export function useHeldOnePaint<T>(value: T, holds: (next: T, drawn: T) => boolean): T {
  const [drawn, setDrawn] = useState(value);
  const holding = value !== drawn && holds(value, drawn);
  // What shows now is what was drawn, for the next change to compare with (a render-phase update: the
  // component renders again at once, before anything is committed).
  if (!holding && value !== drawn) setDrawn(value);
  useEffect(() => {
    if (!holding) return undefined;
    return afterNextPaint(() => setDrawn(value));
  }, [holding, value]);
  return holding ? drawn : value;
}
