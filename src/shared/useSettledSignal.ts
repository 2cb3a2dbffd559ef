import { useEffect } from 'react';

/**
 * Calls `onSettled` once a section that shows or not by its data is no longer loading, so that a page may
 * hold back what follows it until then (the race page does: nothing appears above a section in view).
 */
export function useSettledSignal(loading: boolean, onSettled: (() => void) | undefined): void {
  useEffect(() => {
    if (!loading) onSettled?.();
  }, [loading, onSettled]);
}
