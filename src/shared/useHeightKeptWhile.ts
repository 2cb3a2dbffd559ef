import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * While `holding`, the element keeps at least the height it last had when not holding: a list whose next page
 * loads keeps the last page's room, so that what is below it (its page buttons, under the pointer that chose the
 * page) does not jump up while the skeleton shows and down again when the rows come. Its first load has no
 * height to keep; the list's own skeleton stands then.
 */
export function useHeightKeptWhile<T extends HTMLElement>(holding: boolean) {
  const element = useRef<T>(null);
  const lastHeight = useRef(0);

  useEffect(() => {
    const node = element.current;
    if (!node || holding || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      lastHeight.current = entry?.borderBoxSize[0]?.blockSize ?? node.getBoundingClientRect().height;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [holding]);

  // Before the paint that shows the skeleton, so that no frame shows the shorter list.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    node.style.minBlockSize = holding && lastHeight.current > 0 ? `${lastHeight.current}px` : '';
  }, [holding]);

  return element;
}
