import { fromPromise } from 'xstate';
import type { AccountStatisticsResponse, CategoryDetails, RankingRecord } from '../../../contract';
import type { OverallRankingInput } from '../../../machines/overallRanking.machine';
import type { RaceAccounts } from '../../../machines/raceDetails.machine';
import { getAccountStatistics, type getAvailableRounds, getEntryCondition, getRaceRanking } from '../../api';
import { raceFirstCalls } from './raceFirstCalls';

/** How many leading accounts the overall ranking lists. */
export const overallRankingSize = 10;

/**
 * The participant's accounts, the current round and every round's status. Unlike the list helper (which reads a failure as
 * "no accounts"), a failure here throws, so that a fault is not mistaken for a non-participant.
 */
export const raceAccountsFrom = (loadAvailableRounds: typeof getAvailableRounds) =>
  fromPromise<RaceAccounts, void>(async () => {
    const [accounts, rounds, categories] = await Promise.all([
      raceFirstCalls.signLoginList.load(),
      loadAvailableRounds(),
      // Without the minimums the page still marks unmet requirements, only not by how much, and says they are
      // missing (raceDetails' `minimums` region), with a retry through `loadEntryConditions`.
      raceFirstCalls.entryCondition.load().catch(() => false as const),
    ]);
    if (accounts === false || rounds === false) throw new Error('The race accounts could not be loaded');
    return {
      accounts,
      currentRound: rounds.roundDetails.currentRound.matchRounds,
      rounds: rounds.rounds.map(({ matchRounds, status }) => ({ matchRounds, status })),
      categories: categories || null,
    };
  });

/** The categories' minimums again, after they failed with the accounts. */
export const loadEntryConditions = fromPromise<CategoryDetails[], void>(async () => {
  const categories = await getEntryCondition();
  if (categories === false) throw new Error('The entry requirements could not be loaded');
  return categories;
});

export const loadAccountStatistics = fromPromise<
  AccountStatisticsResponse,
  { uuid: string; accountId: number }
>(async ({ input }) => {
  const statistics = await getAccountStatistics(input);
  if (statistics === false) throw new Error(`The rounds of account ${input.accountId} could not be loaded`);
  return statistics;
});

export const loadOverallRanking = fromPromise<RankingRecord[], OverallRankingInput>(async ({ input }) => {
  const ranking = await getRaceRanking({
    tradingType: input.tradingType,
    competitionRounds: input.round,
    page: 1,
    pagesize: overallRankingSize,
  });
  if (ranking === false) throw new Error('The overall ranking could not be loaded');
  return ranking.records;
});

/** For the landing page's link: how many accounts the signed-in visitor has in the race. */
