import { useEffect, useState, type RefObject } from 'react';
import { watchOnScreen } from '../../shared/watchOnScreen';

/**
 * Whether the element has scrolled out of view (§2: the floating donation button and the ranking link
 * show once the top banner has). False until the observer first reports, and where there is none.
 */
export function useScrolledOutOfView(ref: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return watchOnScreen(element, (onScreen) => setOutOfView(!onScreen));
  }, [ref]);
  return outOfView;
}
