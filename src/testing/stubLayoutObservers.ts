import { vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom has no layout observers and no media queries; sliders (embla) need them. Call in a
 * `beforeEach`, and `vi.unstubAllGlobals()` in the matching `afterEach`.
 */
export function stubLayoutObservers(): void {
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
}
