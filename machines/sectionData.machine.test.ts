// The rendered paths are in src/features/contest-landing/MyRaceLink.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sectionDataMachine } from './sectionData.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { flushPromises } from './testing/promiseStub';

describe('sectionData machine', () => {
  it('loads into data, nothing or a failure, and retries', () => {
    const paths = generateModelPaths(sectionDataMachine<string[]>(), {
      events: [
        { type: 'xstate.done.actor.load', output: ['a', 'b'] } as never,
        { type: 'xstate.done.actor.load', output: [] } as never,
        { type: 'xstate.done.actor.load', output: false } as never,
        { type: 'xstate.error.actor.load', error: new Error('boom') } as never,
        { type: 'retry' },
      ],
      simplePaths: true,
    });
    expect(reachedStates(paths)).toEqual(['empty', 'failed', 'loading.first', 'loading.retrying', 'ready']);
  });

  it('fails loudly rather than silently when `load` was not provided', async () => {
    const actor = createActor(sectionDataMachine<number>()).start();
    await flushPromises();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });
});
