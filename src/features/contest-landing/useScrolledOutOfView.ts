import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled out of view (§2: the floating donation button and the ranking link
 * show once the top banner has). False until the observer first reports, and where there is none.
 */
export function useScrolledOutOfView(ref: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return outOfView;
}
