import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library drains pending work with a zero timeout and advances Jest's fake clock to do so;
// it looks for a global `jest`. Pointing it at Vitest's clock lets user-event and waitFor run under
// `vi.useFakeTimers()` instead of hanging.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
});
