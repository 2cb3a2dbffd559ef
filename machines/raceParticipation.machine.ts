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
  id: 'raceParticipation',
  initial: 'checking',
  states: {
    checking: {
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
    participant: { type: 'final' },
    notParticipant: { type: 'final' },
  },
});
