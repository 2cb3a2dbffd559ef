import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface NearViewportProps {
  /** What shows until the area comes near the screen: a still version of the content. */
  fallback: ReactNode;
  children: ReactNode;
  /** How far ahead of the screen the real content starts loading. @default '400px' */
  margin?: string;
}

/**
 * Renders `children` (typically a lazy component with a heavy library, like a slider) only once
 * this area scrolls near the screen, so that a page's first load does not carry what sits far below.
 * Browsers without IntersectionObserver render `children` at once (the carousels have a fallback of
 * their own there; e2e/without-intersection-observer.spec.ts loads the pages so).
 */
export function NearViewport({ fallback, children, margin = '400px' }: NearViewportProps) {
  const area = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = area.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return <div ref={area}>{near ? children : fallback}</div>;
}
