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
    listed: {},
    empty: {},
    failed: { on: { 'retry.requested': 'loading' } },
  },
});
