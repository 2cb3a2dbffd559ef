import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { crmRedirectMachine } from './crmRedirect.machine';
import { describeModelPaths } from './testing/modelPaths';

const crmUrl = 'https://crm.example.com/?uuid=u1';

describeModelPaths(
  'crmRedirect machine',
  crmRedirectMachine,
  {
    events: [
      { type: 'xstate.done.actor.fetchRedirectUrl', output: crmUrl },
      { type: 'xstate.done.actor.fetchRedirectUrl', output: false },
      { type: 'xstate.error.actor.fetchRedirectUrl', error: new Error('Request timed out') },
      { type: 'retry.requested' },
    ] as never,
  },
  {
    render: () => {
      let settle: ((outcome: { output: string | false } | { error: unknown }) => void) | undefined;
      const goTo = vi.fn();
      const actor = createActor(
        crmRedirectMachine.provide({
          actors: {
            fetchRedirectUrl: fromPromise(
              () =>
                new Promise<string | false>((resolve, reject) => {
                  settle = (outcome) =>
                    'error' in outcome ? reject(outcome.error) : resolve(outcome.output);
                }),
            ),
          },
          actions: { goTo },
        }),
      ).start();
      const finish = async (outcome: { output: string | false } | { error: unknown }) => {
        settle?.(outcome);
        await new Promise((next) => setTimeout(next, 0));
      };
      return { actor, goTo, finish };
    },
    events: {
      'xstate.done.actor.fetchRedirectUrl': ({ finish }, event) =>
        finish({ output: (event as unknown as { output: string | false }).output }),
      'xstate.error.actor.fetchRedirectUrl': ({ finish }) =>
        finish({ error: new Error('Request timed out') }),
      'retry.requested': ({ actor }) => actor.send({ type: 'retry.requested' }),
    },
    states: {
      fetching: ({ actor, goTo }) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(goTo).not.toHaveBeenCalled();
      },
      redirecting: ({ goTo }) => expect(goTo).toHaveBeenCalledWith(expect.anything(), crmUrl),
      failed: ({ actor, goTo }) => {
        expect(actor.getSnapshot().matches('failed')).toBe(true);
        expect(goTo).not.toHaveBeenCalled();
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);
