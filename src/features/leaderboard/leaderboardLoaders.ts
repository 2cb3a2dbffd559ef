import type { AccountRankHistory } from '../../../machines/boardAnnouncement';
import type { LeaderboardReferences, LeaderboardRounds } from '../../../machines/leaderboard.machine';
import type { SectionDataOutput } from '../../../machines/sectionData.machine';
import { ContestRoundStatus, type ContestRound, type LastUpdatedResponse } from '../../../contract/contest';
import type { RaceRankingRequest, RaceRankingResponse } from '../../../contract/race';
import { getAvailableRounds } from '../../api/getAvailableRounds';
import { getEntryCondition } from '../../api/getEntryCondition';
import { getRaceRanking } from '../../api/getRaceRanking';
import { SANDBOX_RANKING_POLL_META } from '../../../contract/sandbox';
import { getRankHistory } from '../../api/getRankHistory';
import { sandboxMetaMs } from '../../api/http';
import { getRankingPrizeInfo } from '../../api/getRankingPrizeInfo';
import { getSignLoginList } from '../../api/getSignLoginList';
import { nextPaint } from '../../shared/afterNextPaint';

/** The rounds, with their times for the section to tell each round's result on the service's clock. */
export type LoadLeaderboardRounds = () => Promise<LeaderboardRounds & { schedule?: readonly ContestRound[] }>;
export type LoadRanking = (request: RaceRankingRequest) => Promise<RaceRankingResponse>;
/** When the ranking was last recomputed; `false` when the call failed. */
export type LoadLastUpdated = () => Promise<SectionDataOutput<LastUpdatedResponse>>;
/** The signed-in person's contest accounts in a round, each with its rank at every ranking update. */
export type LoadStanding = (round: number) => Promise<AccountRankHistory[]>;

/**
 * The categories' minimums and the prize tables, each `null` when its call failed: without the minimums the
 * board still marks unmet requirements, only not by how much; without the tables the tier dividers still
 * show, only not what each tier pays. The board says so and offers Try again.
 */
const referencesFrom = async (
  loadEntryCondition: typeof getEntryCondition,
  loadPrizeInfo: typeof getRankingPrizeInfo,
): Promise<LeaderboardReferences> => {
  const [categories, prizeInfo] = await Promise.all([
    loadEntryCondition().catch(() => false as const),
    loadPrizeInfo().catch(() => false as const),
  ]);
  return { categories: categories || null, prizeInfo: prizeInfo || null };
};

export const loadLeaderboardReferences = () => referencesFrom(getEntryCondition, getRankingPrizeInfo);

/**
 * The rounds that have standings (started or finished) from `availableRounds`, newest shown first,
 * with its finalized rounds (the §4 hide-pagination list, decided by the service), and the categories'
 * minimums that prizes depend on. Before the first round starts, round 1 is offered (and is empty).
 */
export const leaderboardRoundsFrom =
  (
    loadAvailableRounds: typeof getAvailableRounds,
    loadEntryCondition: typeof getEntryCondition = getEntryCondition,
    loadPrizeInfo: typeof getRankingPrizeInfo = getRankingPrizeInfo,
  ): LoadLeaderboardRounds =>
  async () => {
    const [available, references] = await Promise.all([
      loadAvailableRounds(),
      referencesFrom(loadEntryCondition, loadPrizeInfo),
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
      ...references,
      schedule: available.rounds,
    };
  };

export const loadLeaderboardRounds = leaderboardRoundsFrom(getAvailableRounds);

export const loadRankingFromService: LoadRanking = async (request) => {
  // A tab, a page or a search asks in the input's own task: the request starts after that input's paint, which
  // otherwise waited for the browser to set the request up (9–12 ms of the tab's 112 at 4× CPU).
  await nextPaint();
  const answer = await getRaceRanking(request);
  if (!answer) throw new Error('The leaderboard could not be loaded');
  return answer;
};

/** Issue 16: each of the person's contest accounts' rank history in `round`, to say how they moved. */
export const loadStandingFromService: LoadStanding = async (round) => {
  const accounts = await getSignLoginList();
  if (!accounts) throw new Error("The person's contest accounts could not be read");
  const histories = await Promise.all(
    accounts.map((account) => getRankHistory({ login: account.login, competitionRounds: round })),
  );
  return histories.flatMap((history) => (history ? [history] : []));
};

/** Issue 16: the sandbox's short ranking poll, when the service wrote it into the page (tests only). */
export const sandboxRankingPollMs = () => sandboxMetaMs(SANDBOX_RANKING_POLL_META);
