import { expect } from 'vitest';
import { createActor } from 'xstate';
import { raceParticipationMachine } from './raceParticipation.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

describeModelPaths(
  'raceParticipation machine',
  raceParticipationMachine,
  {
    events: [
      { type: 'xstate.done.actor.countAccounts', output: 2 } as never,
      { type: 'xstate.done.actor.countAccounts', output: 0 } as never,
      { type: 'xstate.error.actor.countAccounts', error: new Error('offline') } as never,
    ],
  },
  {
    render: () => {
      const count = promiseStub<number, void>();
      const actor = createActor(
        raceParticipationMachine.provide({ actors: { countAccounts: count.logic } }),
      ).start();
      return { actor, count };
    },
    events: {
      'xstate.done.actor.countAccounts': async ({ count }, event) => {
        count.resolve((event as unknown as { output: number }).output);
        await flushPromises();
      },
      'xstate.error.actor.countAccounts': async ({ count }) => {
        count.reject();
        await flushPromises();
      },
    },
    states: {
      checking: ({ count }) => expect(count.waiting()).toBe(1),
      participant: ({ actor }) => expect(actor.getSnapshot().status).toBe('done'),
      notParticipant: ({ actor }) => expect(actor.getSnapshot().status).toBe('done'),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);
