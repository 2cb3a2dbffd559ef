import { useEffect, useState } from 'react';

/** §9 scroll thresholds. */
export const SCROLL_TO_TOP_AFTER_PX = 300;
export const STICKY_BAR_AFTER_PX = 100;

/** Whether the page has scrolled further than `threshold` px; re-renders only when that answer flips. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
