import { assign, fromPromise, setup } from 'xstate';
import type { CategoryDetails, TradingType } from '../contract/contest';
import type { RankingRecord } from '../contract/race';
import { prizesById, type PrizeEligibility } from './prizeEligibility';

export interface OverallRankingInput {
  round: number;
  tradingType: TradingType;
}

export interface OverallRankingContext extends OverallRankingInput {
  records: RankingRecord[];
  /** The categories' minimums that prizes depend on; `null` when unknown. */
  categories: CategoryDetails[] | null;
  /** What each listed record's prize depends on, by record id. */
  prizes: Record<number, PrizeEligibility>;
}

/**
 * The overall ranking on the personal race page (§2): the leading accounts of the round in the
 * participant's category. Loading, listed, empty, or failed with a retry.
 */
export const overallRankingMachine = setup({
  types: {
    context: {} as OverallRankingContext,
    input: {} as OverallRankingInput & { categories?: CategoryDetails[] | null },
    events: {} as { type: 'retry.requested' },
  },
  actors: {
    loadRanking: fromPromise<RankingRecord[], OverallRankingInput>(async () => {
      throw new Error('overallRanking: the `loadRanking` actor was not provided');
    }),
  },
}).createMachine({
  meta: {
    description:
      "The overall ranking on a race page: the participants' standings in the round, with their prizes.",
  },
  id: 'overallRanking',
  context: ({ input }) => ({
    round: input.round,
    tradingType: input.tradingType,
    categories: input.categories ?? null,
    records: [],
    prizes: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'A loading placeholder in place of the overall ranking.' },
      tags: 'loading',
      invoke: {
        id: 'loadRanking',
        src: 'loadRanking',
        input: ({ context }) => ({ round: context.round, tradingType: context.tradingType }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'listed',
            actions: assign(({ context, event }) => ({
              records: event.output,
              prizes: prizesById(event.output, context.categories),
            })),
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    listed: {
      meta: {
        description:
          'The overall ranking table: rank, account and figures, with the prize of each prize-winning rank.',
      },
    },
    empty: { meta: { description: 'The message that nobody is ranked in this round yet.' } },
    failed: {
      meta: { description: 'A message that the ranking could not be loaded, with a *Try again* button.' },
      on: { 'retry.requested': 'loading' },
    },
  },
});
