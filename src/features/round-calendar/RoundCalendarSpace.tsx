import type { ReactNode } from 'react';
import { reserved } from './RoundCalendarSpace.css';

/**
 * The room kept beside the round times for the lazily loaded calendar (`children`: its `Suspense` boundary).
 * Kept around the boundary, not as its fallback: Preact draws a fallback one render after its child suspends,
 * and the countdown card shrank for that frame. Empty, it is what a first render draws, the service's drawing
 * of the countdown included (src/firstScreen/drawCarried.tsx).
 */
export function RoundCalendarSpace({ children }: { children?: ReactNode }) {
  return <div className={reserved}>{children}</div>;
}
