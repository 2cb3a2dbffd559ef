import { assign, fromPromise, setup } from 'xstate';
import type { RankSnapshot } from '../contract/race';
import type { RoundPhase } from './roundPhases';
import { roundResult, type RoundTimes } from './roundResult';

/** What the history loader answers: the account's snapshots and its round's times, or `false` on a failure. */
export type RankHistoryOutput = { snapshots: RankSnapshot[]; round: RoundTimes } | false;

export interface RankHistoryInput {
  /** The service's clock (epoch ms): it decides whether the result is provisional or final. */
  now: () => number;
}

export type RankHistoryEvent =
  { type: 'history.requested'; login: string; round: number } | { type: 'retry' };

export interface RankHistoryContext {
  login: string;
  round: number;
  now: () => number;
  snapshots: RankSnapshot[];
  /** The round's start and end, which its result follows; `null` until loaded. */
  roundTimes: RoundTimes | null;
}

/**
 * The rank history of the chosen account in a round (§2 race page): loading, the history with the round's
 * result provisional or final (`machines/roundResult.ts` on the service's clock), empty before the first
 * ranking update, or failed with Try again.
 */
export const rankHistoryMachine = setup({
  types: {
    context: {} as RankHistoryContext,
    input: {} as RankHistoryInput,
    events: {} as RankHistoryEvent,
  },
  actors: {
    loadHistory: fromPromise<RankHistoryOutput, { login: string; round: number }>(() => {
      throw new Error('rankHistory: the `loadHistory` actor was not provided');
    }),
  },
  guards: {
    isFinal: ({ context }) =>
      context.roundTimes !== null && roundResult(context.roundTimes, context.now()) === 'final',
  },
}).createMachine({
  meta: {
    description:
      "On the race page, the chosen account's rank at every ranking update of the round, as a chart with a table, marked provisional until the round is finalized and final after.",
  },
  id: 'rankHistory',
  context: ({ input }) => ({
    login: '',
    round: 0,
    now: input.now,
    snapshots: [],
    roundTimes: null,
  }),
  initial: 'idle',
  on: {
    // The page asks again when the person picks another account or a later round begins.
    'history.requested': {
      target: '.loading',
      actions: assign(({ event }) => ({
        login: event.login,
        round: event.round,
        snapshots: [],
        roundTimes: null,
      })),
    },
  },
  states: {
    idle: {
      meta: {
        description: 'No account is chosen yet (the page is still loading): the section does not show.',
      },
    },
    loading: {
      tags: ['loading'],
      meta: { description: 'The account’s rank history is loading: a skeleton in place of the chart.' },
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ login: context.login, round: context.round }),
        onDone: [
          { guard: ({ event }) => event.output === false, target: 'failed' },
          {
            guard: ({ event }) => event.output !== false && event.output.snapshots.length === 0,
            target: 'empty',
          },
          {
            target: 'listed',
            actions: assign(({ event }) =>
              event.output === false
                ? {}
                : { snapshots: event.output.snapshots, roundTimes: event.output.round },
            ),
          },
        ],
        onError: 'failed',
      },
    },
    listed: {
      meta: {
        description: 'The chart and its table of the account’s rank at each ranking update of the round.',
      },
      initial: 'deciding',
      states: {
        deciding: {
          meta: { description: 'Momentary: the round’s result is checked against the service’s clock.' },
          always: [{ guard: 'isFinal', target: 'final' }, { target: 'provisional' }],
        },
        provisional: {
          tags: ['provisional'],
          meta: {
            description:
              'The chart and its table show the rank at each update; the result is marked Provisional, with the day it becomes final.',
          },
        },
        final: {
          tags: ['final'],
          meta: {
            description:
              'The round ended 30 days or more ago: the chart and its table show the rank at each update, marked Final.',
          },
        },
      },
    },
    empty: {
      meta: {
        description:
          'No ranking update has counted this account yet (the round has not started): a short note.',
      },
    },
    failed: {
      meta: { description: 'The rank history could not be loaded: an error with a Try again button.' },
      on: { retry: 'loading' },
    },
  },
});

/** The round's result a listed history shows, for the places that repeat it (the poster). */
export const historyResult = (snapshot: { hasTag: (tag: 'provisional' | 'final') => boolean }) =>
  snapshot.hasTag('final') ? 'final' : snapshot.hasTag('provisional') ? 'provisional' : null;

/**
 * The round the race page's history is about: the latest round the account entered that has begun (between
 * rounds, the one just ended rather than the next, which has no ranking yet); `null` when none has begun.
 */
export function latestBegunRound(
  enteredRounds: readonly number[],
  phaseOf: (round: number) => RoundPhase,
): number | null {
  const begun = enteredRounds.filter((round) => phaseOf(round) !== 'notStarted');
  return begun.length ? Math.max(...begun) : null;
}
