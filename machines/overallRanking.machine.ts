import { assign, fromPromise, setup } from 'xstate';
import type { TradingType } from '../contract/contest';
import type { RankingRecord } from '../contract/race';

export interface OverallRankingInput {
  round: number;
  tradingType: TradingType;
}

/**
 * The overall ranking on the personal race page (§2): the leading accounts of the round in the
 * participant's category. Loading, listed, empty, or failed with a retry.
 */
export const overallRankingMachine = setup({
  types: {
    context: {} as OverallRankingInput & { records: RankingRecord[] },
    input: {} as OverallRankingInput,
    events: {} as { type: 'retry.requested' },
  },
  actors: {
    loadRanking: fromPromise<RankingRecord[], OverallRankingInput>(async () => {
      throw new Error('overallRanking: the `loadRanking` actor was not provided');
    }),
  },
}).createMachine({
  id: 'overallRanking',
  context: ({ input }) => ({ ...input, records: [] }),
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
            actions: assign({ records: ({ event }) => event.output }),
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
