import { useEffect, useState } from 'react';

/** §9 scroll thresholds. */
export const SCROLL_TO_TOP_AFTER_PX = 300;
export const STICKY_BAR_AFTER_PX = 100;

/** Whether the page has scrolled further than `threshold` px; re-renders only when that answer flips. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Read in the next frame, where its layout is due anyway: read here, right after React's commit, it
    // would lay the page out inside the commit's task.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
