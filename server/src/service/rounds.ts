import {
  ActivityStatus,
  BusinessCode,
  ContestRoundStatus,
  type ContestRoundWire as ContestRound,
  type RoundDetailsWire as RoundDetails,
  type RoundInfoWire as RoundInfo,
} from '../../../contract';
import type { ContestDatabase } from '../db/database';
import { ServiceError } from './errors';

/** Rounds whose results were settled this long ago are finalized (§4): their content is no longer shown. */
const FINALIZED_AFTER_MS = 30 * 86_400_000;

export type RoundRow = {
  round: number;
  start_time: string;
  end_time: string;
  standard_volume: number;
  redemption_end_time: string;
};

export const listRounds = (db: ContestDatabase): RoundRow[] =>
  db.prepare<[], RoundRow>('SELECT * FROM rounds ORDER BY round').all();

export const findRound = (db: ContestDatabase, round: number): RoundRow => {
  const row = db.prepare<[number], RoundRow>('SELECT * FROM rounds WHERE round = ?').get(round);
  if (!row) throw new ServiceError(BusinessCode.ROUND_NOT_FOUND, `Round ${round} does not exist`);
  return row;
};

export const hasStarted = (round: RoundRow, now: Date): boolean =>
  Date.parse(round.start_time) <= now.getTime();
export const hasEnded = (round: RoundRow, now: Date): boolean => Date.parse(round.end_time) <= now.getTime();

const activityStatus = (round: RoundRow, now: Date) => {
  if (!hasStarted(round, now)) return ActivityStatus.NOT_STARTED;
  return hasEnded(round, now) ? ActivityStatus.FINISHED : ActivityStatus.ONGOING;
};

const toRoundInfo = (round: RoundRow, now: Date): RoundInfo => ({
  matchRounds: round.round,
  activityStatus: activityStatus(round, now),
  matchStartTime: round.start_time,
  matchEndTime: round.end_time,
});

/**
 * The round the countdown is about (§4): the first that has not ended (running or upcoming); after the last
 * round, the last one, finished, with no next round.
 */
export const currentRound = (rounds: readonly RoundRow[], now: Date): RoundRow => {
  const current = rounds.find((round) => !hasEnded(round, now)) ?? rounds.at(-1);
  if (!current) throw new ServiceError(BusinessCode.ROUND_NOT_FOUND, 'No contest rounds are configured');
  return current;
};

export const roundDetails = (rounds: readonly RoundRow[], now: Date): RoundDetails => {
  const current = currentRound(rounds, now);
  const next = rounds.find((round) => round.round === current.round + 1);
  return {
    currentRound: toRoundInfo(current, now),
    nextRound: next ? toRoundInfo(next, now) : null,
    totalRounds: rounds.length,
  };
};

export const contestRounds = (rounds: readonly RoundRow[], now: Date): ContestRound[] =>
  rounds.map((round) => {
    const status = activityStatus(round, now);
    return {
      matchRounds: round.round,
      status:
        status === ActivityStatus.NOT_STARTED
          ? ContestRoundStatus.NOT_STARTED
          : status === ActivityStatus.ONGOING
            ? ContestRoundStatus.STARTED
            : ContestRoundStatus.FINISHED,
      matchStartTime: round.start_time,
      matchEndTime: round.end_time,
    };
  });

export const finalizedRounds = (rounds: readonly RoundRow[], now: Date): number[] =>
  rounds
    .filter((round) => now.getTime() - Date.parse(round.end_time) >= FINALIZED_AFTER_MS)
    .map((round) => round.round);
