import { vi } from 'vitest';

/**
 * A `ResizeObserver` for jsdom, which has none, that reports when the test says the browser has laid the page
 * out (`report`), as the browser's rendering step does after its layout: what an element does before that
 * report is what it does while it renders. Taken away by `vi.unstubAllGlobals()` (vitest.setup.ts).
 */
export function stubResizeObserver() {
  const observers = new Set<StubResizeObserver>();
  class StubResizeObserver {
    readonly targets = new Set<Element>();
    constructor(readonly callback: ResizeObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
  }
  vi.stubGlobal('ResizeObserver', StubResizeObserver);
  return {
    /** Reports every observed element to its observer, as after a layout that sized them all. */
    report() {
      for (const observer of [...observers]) {
        if (observer.targets.size === 0) continue;
        const entries = [...observer.targets].map((target) => ({ target }) as ResizeObserverEntry);
        observer.callback(entries, observer as unknown as ResizeObserver);
      }
    },
  };
}
