import { fromPromise, setup } from 'xstate';

/**
 * /home2 (§2, §7): ask the service for the CRM's `redirectURL` and go there; when it cannot be had, say so
 * and let the person try again.
 */
export const crmRedirectMachine = setup({
  types: {
    events: {} as { type: 'retry.requested' },
  },
  actors: {
    /** Resolves with the CRM address, or `false` when the service gave none (already logged). */
    fetchRedirectUrl: fromPromise<string | false>(() =>
      Promise.reject(new Error('crmRedirect: the `fetchRedirectUrl` actor was not provided')),
    ),
  },
  actions: {
    goTo: (_, _url: string) => {
      throw new Error('crmRedirect: the `goTo` action was not provided');
    },
  },
}).createMachine({
  id: 'crmRedirect',
  initial: 'fetching',
  states: {
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchRedirectUrl',
        src: 'fetchRedirectUrl',
        onDone: [
          { guard: ({ event }) => event.output === false, target: 'failed' },
          {
            target: 'redirecting',
            actions: { type: 'goTo', params: ({ event }) => (event.output === false ? '' : event.output) },
          },
        ],
        onError: 'failed',
      },
    },
    redirecting: { tags: ['busy'], type: 'final' },
    failed: { on: { 'retry.requested': 'fetching' } },
  },
});
