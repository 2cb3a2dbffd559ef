import { fromPromise, setup } from 'xstate';

/**
 * Whether the signed-in visitor takes part in the contest (has an account in the race), so that the
 * landing page offers the link to their race page only to participants. A failed check offers nothing.
 */
export const raceParticipationMachine = setup({
  actors: {
    /** Resolves with the number of the visitor's accounts in the race. */
    countAccounts: fromPromise<number, void>(async () => {
      throw new Error('raceParticipation: the `countAccounts` actor was not provided');
    }),
  },
}).createMachine({
  meta: {
    description:
      'On the contest landing page, whether the signed-in visitor has an account in the race, so that only participants get the link to their race page.',
  },
  id: 'raceParticipation',
  initial: 'checking',
  states: {
    checking: {
      meta: { description: 'No link to the race page yet.' },
      invoke: {
        id: 'countAccounts',
        src: 'countAccounts',
        onDone: [
          { guard: ({ event }) => event.output > 0, target: 'participant' },
          { target: 'notParticipant' },
        ],
        onError: 'notParticipant',
      },
    },
    participant: {
      meta: { description: "The link *See my race* to the visitor's race page." },
      type: 'final',
    },
    notParticipant: {
      meta: {
        description:
          'No link to the race page (the visitor has no account in the race, or the check failed).',
      },
      type: 'final',
    },
  },
});
