import { assign, fromPromise, setup } from 'xstate';
import type { CategoryDetails, PrizeInfo, TradingType } from '../contract/contest';
import type { RaceStatisticsEntry } from '../contract/race';
import { requirementChecklist, type RequirementChecklist } from './prizeEligibility';
import {
  tierDistance,
  tierPrize,
  type ReturnStanding,
  type TierDistance,
  type TierPrize,
} from './prizeTiers';

export interface RaceInsightInput {
  /** The account's figures in the round. */
  entry: RaceStatisticsEntry;
  /** The categories' minimums (`entryCondition`); `null` when the service could not say. */
  categories: CategoryDetails[] | null;
  /** §1: yen for Japanese nationals. */
  yen: boolean;
}

/** What the distance needs: the round's leading returns (ranks 1–11) and the prize tables. */
export interface RaceInsightStandings {
  leaders: ReturnStanding[];
  /** `null` when the service could not give its prize tables. */
  prizeInfo: PrizeInfo | null;
}

export interface RaceInsightContext {
  entry: RaceStatisticsEntry;
  yen: boolean;
  checklist: RequirementChecklist;
  distance: TierDistance;
  /** What the next better tier pays on the account's server, when the distance and the tables are known. */
  nextPrize: TierPrize | null;
  /** Whether the service gave its prize tables with the last load. */
  prizeTablesLoaded: boolean;
}

/**
 * Where an account stands in its round (issue 14): its requirement checklist, decided at once from its
 * figures, and the distance to the next prize tier, once the round's leading returns have loaded.
 */
export const raceInsightMachine = setup({
  types: {
    context: {} as RaceInsightContext,
    input: {} as RaceInsightInput,
    events: {} as { type: 'retry.requested' },
  },
  actors: {
    loadStandings: fromPromise<RaceInsightStandings, { round: number; tradingType: TradingType }>(
      async () => {
        throw new Error('raceInsight: the `loadStandings` actor was not provided');
      },
    ),
  },
  guards: {
    distanceKnown: ({ context }) => context.distance.kind === 'known',
    /** The account has a better tier to reach, but what it pays is unknown: the tables failed to load. */
    nextPrizeMissing: ({ context }) =>
      context.distance.kind === 'known' && context.distance.next !== null && !context.prizeTablesLoaded,
  },
}).createMachine({
  meta: {
    description:
      'On the race page, where the chosen account stands: each entry requirement with its meter, why it is or is not eligible for a prize, and how far the next prize tier is.',
  },
  id: 'raceInsight',
  context: ({ input }) => ({
    entry: input.entry,
    yen: input.yen,
    checklist: requirementChecklist(input.entry, input.categories),
    distance: { kind: 'unknown' },
    nextPrize: null,
    prizeTablesLoaded: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      meta: {
        description:
          'The checklist shows each requirement with its meter; the distance to the next prize is loading.',
      },
      invoke: {
        id: 'loadStandings',
        src: 'loadStandings',
        input: ({ context }) => ({
          round: context.entry.competitionRounds,
          tradingType: context.entry.tradingType,
        }),
        onDone: {
          target: 'deciding',
          actions: assign(({ context, event }) => {
            const distance = tierDistance(context.entry, event.output.leaders);
            const next = distance.kind === 'known' ? distance.next : null;
            return {
              distance,
              prizeTablesLoaded: event.output.prizeInfo !== null,
              nextPrize: next
                ? tierPrize(
                    event.output.prizeInfo,
                    context.entry.competitionRounds,
                    context.entry.tradingType,
                    next.tier,
                    {
                      yen: context.yen,
                      serverType: context.entry.serverType,
                    },
                  )
                : null,
            };
          }),
        },
        onError: 'failed',
      },
    },
    deciding: {
      meta: { description: 'Decides whether the ranking holds the ranks the distance needs.' },
      always: [
        { guard: 'nextPrizeMissing', target: 'placedWithoutPrize' },
        { guard: 'distanceKnown', target: 'placed' },
        { target: 'unplaced' },
      ],
    },
    placed: {
      meta: {
        description:
          'The account’s rank, the rank to reach with its prize and the points of return behind it; in the prizes, the points ahead of the next tier.',
      },
    },
    placedWithoutPrize: {
      meta: {
        description:
          'The prize tables could not be loaded: the rank to reach and the points behind it show without its prize, with a notice and Try again.',
      },
      on: { 'retry.requested': 'loading' },
    },
    unplaced: {
      meta: {
        description:
          'The ranking lacks a rank the distance needs: a notice that the distance cannot be worked out, no number.',
      },
    },
    failed: {
      meta: {
        description: 'The round’s ranking could not be loaded: an error with Try again; the checklist stays.',
      },
      on: { 'retry.requested': 'loading' },
    },
  },
});
