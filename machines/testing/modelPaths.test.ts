import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { generateModelPaths } from './modelPaths';

const loader = createMachine({
  id: 'loader',
  initial: 'loading',
  states: {
    loading: { on: { failed: 'failed', loaded: 'shown' } },
    failed: { on: { retry: 'loading' } },
    shown: { on: { ignored: { guard: () => false, target: 'failed' } } },
  },
});

describe('generateModelPaths', () => {
  const paths = generateModelPaths(loader, {
    events: [{ type: 'failed' }, { type: 'loaded' }, { type: 'retry' }, { type: 'ignored' }],
  });
  const walks = paths.map((path) => path.steps.map((step) => step.event.type).join(' → '));

  it('walks an event that leads back to a state already reached (Try again), after its shortest path', () => {
    expect(walks).toEqual(['', 'failed', 'loaded', 'failed → retry']);
    expect(paths.at(-1)!.steps.at(-1)!.snapshot.value).toBe('loading');
  });

  it('adds no path for an event no state takes', () => {
    expect(walks.some((walk) => walk.includes('ignored'))).toBe(false);
  });
});
