import { fromPromise } from 'xstate';
import type { RankHistoryOutput } from '../../../machines/rankHistory.machine';
import type { getAvailableRounds } from '../../api/getAvailableRounds';
import { getRankHistory } from '../../api/getRankHistory';

/**
 * The account's snapshots in a round with the round's start and end (from `availableRounds`, which the page
 * shares), or `false` when either call failed or the round is not in the service's list.
 */
export const rankHistoryFrom = (loadAvailableRounds: typeof getAvailableRounds) =>
  fromPromise<RankHistoryOutput, { login: string; round: number }>(async ({ input }) => {
    const [history, available] = await Promise.all([
      getRankHistory({ login: input.login, competitionRounds: input.round }),
      loadAvailableRounds(),
    ]);
    const round = available ? available.rounds.find((r) => r.matchRounds === input.round) : undefined;
    if (!history || !round) return false;
    return { snapshots: history.snapshots, round };
  });
