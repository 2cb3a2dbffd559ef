import { useEffect } from 'react';
import { serviceClock, serviceNow } from '../api/serviceClock';

/**
 * Hands `sync` the service's time whenever it may have moved under a ticking machine: the service clock
 * learnt a new offset, or a hidden tab (whose timers run late or not at all) is shown again. A `now` other
 * than the service's (a story's or a test's frozen clock) only syncs on visibility.
 */
export function useServiceClockSync(sync: (now: number) => void, now: () => number = serviceNow) {
  useEffect(() => {
    const syncNow = () => sync(now());
    const syncWhenVisible = () => {
      if (document.visibilityState === 'visible') syncNow();
    };
    document.addEventListener('visibilitychange', syncWhenVisible);
    const unsubscribe = now === serviceNow ? serviceClock.subscribe(syncNow) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', syncWhenVisible);
      unsubscribe?.();
    };
  }, [sync, now]);
}
