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
  meta: {
    description:
      'The /home2 page: it asks the service for the CRM address and goes there; when none can be had it says so and offers *Try again*.',
  },
  id: 'crmRedirect',
  initial: 'fetching',
  states: {
    fetching: {
      meta: {
        description:
          'The heading "Redirecting to your account" over a loading placeholder ("Opening your account page…").',
      },
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
    redirecting: {
      meta: {
        description: 'The same loading placeholder while the browser opens the account page at the CRM.',
      },
      tags: ['busy'],
      type: 'final',
    },
    failed: {
      meta: {
        description:
          'The message "We could not open your account page. Please try again." and a *Try again* button.',
      },
      on: { 'retry.requested': 'fetching' },
    },
  },
});
