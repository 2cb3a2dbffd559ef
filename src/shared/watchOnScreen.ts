/**
 * Tells `report` whether the element is on screen each time the browser's observer says so. A busy browser hands
 * over several reports at once, oldest first: the last one is where the element is now. Returns the stop; where
 * there is no IntersectionObserver, nothing is reported.
 */
export function watchOnScreen(element: Element, report: (onScreen: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    const latest = entries[entries.length - 1];
    if (latest) report(latest.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
