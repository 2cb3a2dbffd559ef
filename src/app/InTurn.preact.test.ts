import { h, render } from 'preact';
import { afterEach, expect, it, vi } from 'vitest';
import './preactClient';
import { InTurn } from '../shared/InTurn';

// InTurn as the site's build runs it: on Preact, with its renders' timing (src/app/preactRuntime.ts).
vi.mock('react', async () => await import('preact/compat'));

const container = document.createElement('div');
afterEach(async () => {
  render(null, container);
  vi.unstubAllGlobals();
  // Preact's effects wait for a frame or 35 ms (`afterNextPaint`): let them run before the next file.
  await new Promise((settled) => setTimeout(settled, 50));
});

it('draws each part in a render task of its own where a yielded step runs ahead of queued tasks', async () => {
  // As Chrome's `scheduler.yield()`: its continuation runs before the render task a turn has just queued.
  vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
  document.body.append(container);
  render(
    h('div', null, [
      h(InTurn, { key: 'history', children: 'history' }),
      h(InTurn, { key: 'board', children: 'board' }),
    ]),
    container,
  );
  // What each render shows: a task's changes are reported together, in a microtask at its end.
  const seen = await new Promise<string[]>((resolve) => {
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      shown.push(container.textContent ?? '');
      if (shown.at(-1) === 'historyboard') {
        observer.disconnect();
        resolve(shown);
      }
    });
    observer.observe(container, { childList: true, subtree: true });
  });
  // The history alone for a while, then both: the turns did not both render in the first one's task.
  expect(seen.at(-1)).toBe('historyboard');
  expect(seen).toContain('history');
  expect(seen).not.toContain('board');
});
