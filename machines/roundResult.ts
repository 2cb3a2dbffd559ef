import type { Instant } from '../contract/contest';

/** §4 / readings: a round's result is settled by the risk review, this long after the round ends. */
export const FINALIZATION_DELAY_MS = 30 * 86_400_000;

/** What may be said of a round's standings: none yet, provisional (live or under review), or final. */
export type RoundResult = 'notStarted' | 'provisional' | 'final';

export interface RoundTimes {
  matchStartTime: Instant;
  matchEndTime: Instant;
}

/** The instant a round's result becomes final: 30 days after its end. */
export const finalizedAt = (round: Pick<RoundTimes, 'matchEndTime'>): Instant =>
  round.matchEndTime + FINALIZATION_DELAY_MS;

/**
 * The one finalization rule: standings are provisional from the round's start until 30 days after its end
 * (the risk-review window), final from then on. `now` is the service's clock, never the device's.
 */
export function roundResult(round: RoundTimes, now: number): RoundResult {
  if (now < round.matchStartTime) return 'notStarted';
  return now >= finalizedAt(round) ? 'final' : 'provisional';
}

/** Each round's result by round number, for a list of rounds with their times. */
export function roundResults(
  rounds: readonly (RoundTimes & { matchRounds: number })[],
  now: number,
): Record<number, RoundResult> {
  return Object.fromEntries(rounds.map((round) => [round.matchRounds, roundResult(round, now)]));
}
