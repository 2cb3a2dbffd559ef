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
    // A busy browser may hand over several reports at once, oldest first: the last one is where it is now.
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOutOfView(!latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return outOfView;
}
