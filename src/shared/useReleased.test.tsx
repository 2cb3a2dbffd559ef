import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReleased } from './useReleased';

describe('useReleased', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds until ready', () => {
    const { result, rerender } = renderHook(({ ready }) => useReleased(ready, 2000), {
      initialProps: { ready: false },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(true);
  });

  it('lets go after the longest wait when what it waits for never settles', () => {
    const { result } = renderHook(() => useReleased(false, 2000));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(true);
  });
});
