import { useEffect, useMemo, useRef } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * Work that may wait for the frame a person's action paints (a URL to write after the drawer has closed):
 * `schedule` runs the latest callback given after the next paint, in place of one still waiting; `cancel`
 * drops the waiting one, and so does unmounting, so that nothing runs for a component that has gone.
 */
export function useLatestAfterNextPaint() {
  const cancelWaiting = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelWaiting.current?.(), []);
  return useMemo(
    () => ({
      schedule(callback: () => void) {
        cancelWaiting.current?.();
        cancelWaiting.current = afterNextPaint(() => {
          cancelWaiting.current = undefined;
          callback();
        });
      },
      cancel() {
        cancelWaiting.current?.();
        cancelWaiting.current = undefined;
      },
    }),
    [],
  );
}
