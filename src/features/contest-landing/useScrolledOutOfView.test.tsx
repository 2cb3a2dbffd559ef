import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledOutOfView } from './useScrolledOutOfView';

describe('useScrolledOutOfView', () => {
  /** The observer's reports, oldest first: a busy browser hands over several in one call. */
  let report: (...intersecting: boolean[]) => void = () => undefined;

  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = (...intersecting) =>
            act(() => callback(intersecting.map((isIntersecting) => ({ isIntersecting }))));
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderForBanner = () => {
    const banner = { current: document.createElement('section') };
    return renderHook(() => useScrolledOutOfView(banner));
  };

  it('is false until the observer first reports, then follows it', () => {
    const { result } = renderForBanner();
    expect(result.current).toBe(false);
    report(false);
    expect(result.current).toBe(true);
    report(true);
    expect(result.current).toBe(false);
  });

  it('goes by the latest of the reports handed over together', () => {
    const { result } = renderForBanner();
    report(true, false);
    expect(result.current).toBe(true);
    report(false, true);
    expect(result.current).toBe(false);
  });
});
