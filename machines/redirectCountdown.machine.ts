import { assign, setup } from 'xstate';

export interface RedirectCountdownInput {
  /** Whole seconds before `redirect` runs: 4 for the 404 page, 5 for the global 500 page (§9). */
  seconds: number;
}

/**
 * Counts whole seconds down, then redirects once. The person may leave earlier by asking to
 * (`redirect.requested`, e.g. the 404 page's home button); either way `redirect` runs exactly once.
 * WCAG 2.2.1: the person may also stop the countdown and stay (`stay.requested`); leaving stays possible.
 */
export const redirectCountdownMachine = setup({
  types: {
    context: {} as { secondsLeft: number },
    input: {} as RedirectCountdownInput,
    events: {} as { type: 'redirect.requested' } | { type: 'stay.requested' },
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
      meta: { description: 'The page shows the seconds left before the redirect, with a button to stay.' },
      always: { guard: ({ context }) => context.secondsLeft <= 0, target: 'redirecting' },
      after: {
        oneSecond: [
          { guard: 'isLastSecond', target: 'redirecting' },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
      on: { 'redirect.requested': 'redirecting', 'stay.requested': 'stayed' },
    },
    stayed: {
      meta: {
        description: 'The person chose to stay: no countdown, the page says so; its own button still leaves.',
      },
      on: { 'redirect.requested': 'redirecting' },
    },
    redirecting: {
      meta: { description: 'The countdown ended or the person asked to leave: the redirect runs once.' },
      type: 'final',
      entry: 'redirect',
    },
  },
});
