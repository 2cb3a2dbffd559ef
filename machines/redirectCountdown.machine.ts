import { assign, setup } from 'xstate';

export interface RedirectCountdownInput {
  /** Whole seconds before `redirect` runs: 4 for the 404 page, 5 for the global 500 page (§9). */
  seconds: number;
}

/**
 * Counts whole seconds down, then redirects once. The person may leave earlier by asking to
 * (`redirect.requested`, e.g. the 404 page's home button); either way `redirect` runs exactly once.
 */
export const redirectCountdownMachine = setup({
  types: {
    context: {} as { secondsLeft: number },
    input: {} as RedirectCountdownInput,
    events: {} as { type: 'redirect.requested' },
  },
  actions: {
    redirect: () => {
      throw new Error('redirectCountdown: the `redirect` action was not provided');
    },
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  meta: {
    description:
      'The countdown of the error pages (page not found, server error): it sends the person to the homepage after a few seconds.',
  },
  id: 'redirectCountdown',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.floor(input.seconds)) }),
  initial: 'counting',
  states: {
    counting: {
      meta: {
        description:
          'The error page says "You will be redirected to the homepage in N seconds", counting down each second.',
      },
      always: { guard: ({ context }) => context.secondsLeft <= 0, target: 'redirecting' },
      after: {
        oneSecond: [
          { guard: 'isLastSecond', target: 'redirecting' },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
      on: { 'redirect.requested': 'redirecting' },
    },
    redirecting: { meta: { description: 'The homepage opens.' }, type: 'final', entry: 'redirect' },
  },
});
