import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoredUserState } from '../contract';
import { demoFormMachine } from './demoForm.machine';
import { describeModelPaths } from './testing/modelPaths';

const stored: StoredUserState = { id: '7', name: 'Ann', email: 'ann@example.com' };

describeModelPaths(
  'demoForm machine',
  demoFormMachine,
  {
    events: [
      { type: 'xstate.done.actor.loadState', output: stored },
      { type: 'xstate.error.actor.loadState', error: new Error('no key') },
      { type: 'field.changed', field: 'name', value: 'Bo' },
      { type: 'save.requested' },
      { type: 'xstate.done.actor.saveState', output: undefined },
      { type: 'xstate.error.actor.saveState', error: new Error('quota') },
    ] as never,
  },
  {
    render: () => {
      const pending: Record<
        string,
        { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined
      > = {};
      const deferred = (id: string) =>
        fromPromise(() => new Promise((resolve, reject) => void (pending[id] = { resolve, reject })));
      const saved: StoredUserState[] = [];
      const actor = createActor(
        demoFormMachine.provide({
          actors: {
            loadState: deferred('loadState') as never,
            saveState: fromPromise(({ input }: { input: StoredUserState }) => {
              saved.push(input);
              return new Promise<void>(
                (resolve, reject) => void (pending.saveState = { resolve: () => resolve(), reject }),
              );
            }) as never,
          },
        }),
      ).start();
      const settle = async (id: string, how: 'resolve' | 'reject', value: unknown) => {
        pending[id]?.[how](value);
        await new Promise((next) => setTimeout(next, 0));
      };
      return { actor, settle, saved };
    },
    events: {
      'xstate.done.actor.loadState': ({ settle }) => settle('loadState', 'resolve', stored),
      'xstate.error.actor.loadState': ({ settle }) => settle('loadState', 'reject', new Error('no key')),
      'field.changed': ({ actor }, event) => actor.send(event),
      'save.requested': ({ actor }, event) => actor.send(event),
      'xstate.done.actor.saveState': ({ settle }) => settle('saveState', 'resolve', undefined),
      'xstate.error.actor.saveState': ({ settle }) => settle('saveState', 'reject', new Error('quota')),
    },
    states: {
      loading: ({ actor }) => expect(actor.getSnapshot().hasTag('busy')).toBe(true),
      editing: ({ actor }, expected) =>
        expect(actor.getSnapshot().context.values).toEqual(expected.context.values),
      'editing.saved': ({ saved, actor }) => expect(saved.at(-1)).toEqual(actor.getSnapshot().context.values),
      saving: ({ actor }) => expect(actor.getSnapshot().hasTag('busy')).toBe(true),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);
