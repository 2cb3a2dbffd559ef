import { useCallback, useSyncExternalStore } from 'react';

export interface SlidesPerViewStep {
  /** From this viewport width (CSS pixels) up… */
  minWidth: number;
  /** …this many slides are in view. */
  slides: number;
}

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The slide count of the widest step the viewport reaches (the first step below every width). */
export function useSlidesPerView(steps: readonly SlidesPerViewStep[]): number {
  const key = steps.map((step) => `${step.minWidth}:${step.slides}`).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const lists = key.split(',').map((entry) => window.matchMedia(`(min-width: ${entry.split(':')[0]}px)`));
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
    if (canMatch()) {
      for (const step of sorted) {
        if (window.matchMedia(`(min-width: ${step.minWidth}px)`).matches) count = step.slides;
      }
    }
    return Math.max(1, count);
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the person asked for reduced motion; false where media queries cannot be read. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const subscribe = useCallback((onChange: () => void) => {
    if (!canMatch()) return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const read = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, read);
}
