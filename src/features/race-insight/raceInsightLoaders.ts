import { fromPromise } from 'xstate';
import type { TradingType } from '../../../contract/contest';
import type { RaceInsightStandings } from '../../../machines/raceInsight.machine';
import { LAST_PRIZE_RANK } from '../../../machines/prizeTiers';
import { getRaceRanking, getRankingPrizeInfo } from '../../api';

/**
 * The round's leading returns, one rank past the prizes (whoever would take rank 10's tier), and the prize
 * tables; without the tables the distance still shows, only not what the next tier pays.
 */
export const loadRaceStandings = fromPromise<
  RaceInsightStandings,
  { round: number; tradingType: TradingType }
>(async ({ input }) => {
  const [ranking, prizeInfo] = await Promise.all([
    getRaceRanking({
      tradingType: input.tradingType,
      competitionRounds: input.round,
      page: 1,
      pagesize: LAST_PRIZE_RANK + 1,
    }),
    getRankingPrizeInfo().catch(() => false as const),
  ]);
  if (ranking === false) throw new Error('The round’s ranking could not be loaded');
  return { leaders: ranking.records, prizeInfo: prizeInfo || null };
});
