import { useCallback, useSyncExternalStore } from 'react';
import { mediaMatches, mediaQueryList } from '../../theme/mediaQuery';

export interface SlidesPerViewStep {
  /** From this viewport width (CSS pixels) up… */
  minWidth: number;
  /** …this many slides are in view. */
  slides: number;
}

/** The slide count of the widest step the viewport reaches (the first step below every width). */
export function useSlidesPerView(steps: readonly SlidesPerViewStep[]): number {
  const key = steps.map((step) => `${step.minWidth}:${step.slides}`).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = key
        .split(',')
        .map((entry) => mediaQueryList(`(min-width: ${entry.split(':')[0]}px)`))
        .filter((list) => list !== undefined);
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const read = () => {
    const sorted = [...steps].sort((a, b) => a.minWidth - b.minWidth);
    let count = sorted[0]?.slides ?? 1;
    for (const step of sorted) {
      if (mediaMatches(`(min-width: ${step.minWidth}px)`)) count = step.slides;
    }
    return Math.max(1, count);
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the person asked for reduced motion; false where media queries cannot be read. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const subscribe = useCallback((onChange: () => void) => {
    const list = mediaQueryList(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, []);
  const read = () => mediaMatches(query);
  return useSyncExternalStore(subscribe, read, read);
}
