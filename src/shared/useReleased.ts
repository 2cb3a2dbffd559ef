import { useEffect, useState } from 'react';

/**
 * True once `ready`, or once `atMostMs` have passed without it: what is held back until another part has
 * settled still comes when that part is slow.
 */
export function useReleased(ready: boolean, atMostMs: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), atMostMs);
    return () => window.clearTimeout(timer);
  }, [ready, atMostMs]);
  return ready || timedOut;
}
