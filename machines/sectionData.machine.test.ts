import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sectionDataMachine, type SectionDataOutput } from './sectionData.machine';
import { describeModelPaths } from './testing/modelPaths';

const listMachine = sectionDataMachine<string[]>();

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describeModelPaths(
  'sectionData machine',
  listMachine,
  {
    events: [
      { type: 'xstate.done.actor.load', output: ['a', 'b'] } as never,
      { type: 'xstate.done.actor.load', output: [] } as never,
      { type: 'xstate.done.actor.load', output: false } as never,
      { type: 'xstate.error.actor.load', error: new Error('boom') } as never,
      { type: 'retry' },
    ],
    simplePaths: true,
  },
  {
    render: () => {
      const pending: Array<ReturnType<typeof deferred<SectionDataOutput<string[]>>>> = [];
      const actor = createActor(
        listMachine.provide({
          actors: {
            load: fromPromise(() => {
              const next = deferred<SectionDataOutput<string[]>>();
              pending.push(next);
              return next.promise;
            }),
          },
        }),
      ).start();
      return { actor, pending };
    },
    events: {
      'xstate.done.actor.load': async ({ pending }, event) => {
        pending.at(-1)!.resolve((event as unknown as { output: SectionDataOutput<string[]> }).output);
        await flush();
      },
      'xstate.error.actor.load': async ({ pending }) => {
        pending.at(-1)!.reject(new Error('boom'));
        await flush();
      },
      retry: ({ actor }) => actor.send({ type: 'retry' }),
    },
    states: {
      loading: ({ actor }) => expect(actor.getSnapshot().hasTag('loading')).toBe(true),
      ready: ({ actor }) => expect(actor.getSnapshot().context.data).toEqual(['a', 'b']),
      empty: ({ actor }) => expect(actor.getSnapshot().matches('empty')).toBe(true),
      failed: ({ actor }) => expect(actor.getSnapshot().can({ type: 'retry' })).toBe(true),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('sectionData machine without a loader', () => {
  it('fails loudly rather than silently when `load` was not provided', async () => {
    const actor = createActor(sectionDataMachine<number>()).start();
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });
});
