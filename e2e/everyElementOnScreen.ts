/**
 * An init script: every element observed by an IntersectionObserver reads as on screen at once, so that the
 * sections which wait to near the screen load in the first moment, unscrolled. (A window as tall as the pages
 * does the same, but painting it is slow.)
 */
export const everyElementOnScreen = () => {
  window.IntersectionObserver = class implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const box = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      };
      setTimeout(() => this.callback([entry], this), 0);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
};
