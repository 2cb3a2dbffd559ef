import type { LeaderboardRounds } from '../../../machines/leaderboard.machine';
import { ContestRoundStatus, type ContestRound } from '../../../contract/contest';
import type { RaceRankingRequest, RaceRankingResponse } from '../../../contract/race';
import { getAvailableRounds } from '../../api/getAvailableRounds';
import { getEntryCondition } from '../../api/getEntryCondition';
import { getRaceRanking } from '../../api/getRaceRanking';
import { getRankingLastUpdatedTime } from '../../api/getRankingLastUpdatedTime';
import { getRankingPrizeInfo } from '../../api/getRankingPrizeInfo';

/** The rounds, with their times for the section to tell each round's result on the service's clock. */
export type LoadLeaderboardRounds = () => Promise<LeaderboardRounds & { schedule?: readonly ContestRound[] }>;
export type LoadRanking = (request: RaceRankingRequest) => Promise<RaceRankingResponse>;

/**
 * The rounds that have standings (started or finished) from `availableRounds`, newest shown first,
 * with its finalized rounds (the §4 hide-pagination list, decided by the service) and the time the
 * standings were last recomputed, and the categories' minimums that prizes depend on. Before the first round starts, round 1 is offered (and is empty).
 */
export const leaderboardRoundsFrom =
  (
    loadAvailableRounds: typeof getAvailableRounds,
    loadEntryCondition: typeof getEntryCondition = getEntryCondition,
    loadPrizeInfo: typeof getRankingPrizeInfo = getRankingPrizeInfo,
  ): LoadLeaderboardRounds =>
  async () => {
    const [available, lastUpdated, categories, prizeInfo] = await Promise.all([
      loadAvailableRounds(),
      getRankingLastUpdatedTime(),
      // Without the minimums the board still marks unmet requirements, only not by how much.
      loadEntryCondition().catch(() => false as const),
      // Without the prize tables the tier dividers still show, only not what each tier pays.
      loadPrizeInfo().catch(() => false as const),
    ]);
    if (!available) throw new Error('The contest rounds could not be loaded');
    const started = available.rounds
      .filter((round) => round.status !== ContestRoundStatus.NOT_STARTED)
      .map((round) => round.matchRounds);
    const rounds = started.length > 0 ? started : available.rounds.slice(0, 1).map((r) => r.matchRounds);
    return {
      rounds,
      finalizedRounds: available.finalizedRounds,
      defaultRound: rounds.at(-1) ?? 1,
      lastUpdated: lastUpdated || null,
      categories: categories || null,
      prizeInfo: prizeInfo || null,
      schedule: available.rounds,
    };
  };

export const loadLeaderboardRounds = leaderboardRoundsFrom(getAvailableRounds);

export const loadRankingFromService: LoadRanking = async (request) => {
  const answer = await getRaceRanking(request);
  if (!answer) throw new Error('The leaderboard could not be loaded');
  return answer;
};
