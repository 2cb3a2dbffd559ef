import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { delayLengthIn, generateModelPaths, indistinctPaths } from './modelPaths';

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

describe('indistinctPaths', () => {
  const path = (...steps: Array<[does: string, state: string]>) => ({
    opens: 'Open the page.',
    steps: steps.map(([does, state]) => ({ does, state })),
  });

  it('finds two paths that read alike but end apart', () => {
    expect(
      indistinctPaths([path(['The service answers.', 'shown']), path(['The service answers.', 'failed'])]),
    ).toEqual(['“Open the page. / The service answers.” ends in shown or in failed']);
  });

  it('lets paths that read apart, or that share a beginning, pass', () => {
    expect(
      indistinctPaths([
        path(['The service sends the rounds.', 'shown']),
        path(['Asking for the rounds fails.', 'failed']),
        path(['The service sends the rounds.', 'shown'], ['Click *Next*.', 'secondPage']),
      ]),
    ).toEqual([]);
  });
});

describe('delayLengthIn', () => {
  const waiter = setup({
    types: { context: {} as { ms: number } },
    delays: { fixed: 3000, fromContext: ({ context }) => context.ms },
  }).createMachine({ context: { ms: 1500 }, initial: 'idle', states: { idle: {} } });

  it('reads a fixed delay and one the context sets', () => {
    const length = delayLengthIn(waiter, createActor(waiter).getSnapshot());
    expect(length('fixed')).toBe(3000);
    expect(length('fromContext')).toBe(1500);
    expect(length('unknown')).toBeUndefined();
  });
});
