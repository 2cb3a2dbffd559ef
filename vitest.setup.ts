import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateSourceLocale } from './src/testing/i18n';

// Testing Library drains pending work with a zero timeout and advances Jest's fake clock to do so;
// it looks for a global `jest`. Pointing it at Vitest's clock lets user-event and waitFor run under
// `vi.useFakeTimers()` instead of hanging.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/**
 * How long `findBy…` and `waitFor` wait: a guard against a hang, under the test's own (vitest.config.ts), not a
 * speed check. Text in a chunk or catalog part loaded on first use came after the 1 s default beside the e2e run
 * on CI's 2 cores (stop 52), and files had been raising it call by call.
 */
configure({ asyncUtilTimeout: 15_000 });

/**
 * The files of a worker share one document and one module registry (vitest.config.ts), and this file runs
 * before each of them: each starts as it would in a document of its own, whatever the file before left.
 */
function startFromACleanDocument() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  activateSourceLocale();
  // A file may ask for Node's environment (`@vitest-environment node`): it has no document.
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  // A modal left open marks the page around it (`pointer-events: none`, `aria-hidden`, a scroll lock).
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.title = '';
  // A file may have shown the page as hidden (`visibilityState` defined on the document itself): delete
  // the override, and the document's own answer (visible) comes back. Hidden, a slider would never move.
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

startFromACleanDocument();

afterEach(() => {
  cleanup();
});
