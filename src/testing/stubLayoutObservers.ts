import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom has no layout observers and no media queries; sliders (embla) need them. Call in a
 * `beforeEach`, and `unstubLayoutObservers` in the matching `afterEach`.
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

/**
 * Unmounts what the test rendered, then takes the stubs away: unmounting first runs a slider's pending
 * effects, which still need its observers (the shared cleanup comes after a file's own `afterEach`).
 */
export function unstubLayoutObservers(): void {
  cleanup();
  vi.unstubAllGlobals();
}
