import { ContestRoundStatus, type ContestRound } from '../contract/contest';

/** A round's phase on the service's clock (§4 round status): yet to start, ongoing or ended. */
export type RoundPhase = 'notStarted' | 'ongoing' | 'ended';

/** What the race page keeps of the `availableRounds` list: each round and the service's status of it. */
export type RoundStanding = Pick<ContestRound, 'matchRounds' | 'status'>;

const phaseByStatus: Record<ContestRoundStatus, RoundPhase> = {
  [ContestRoundStatus.NOT_STARTED]: 'notStarted',
  [ContestRoundStatus.STARTED]: 'ongoing',
  [ContestRoundStatus.FINISHED]: 'ended',
};

/**
 * §4 row status, decided from the round's own phase on the service's clock, so that "Round 3" reads as yet
 * to start between rounds and every round as ended after the last. A round missing from the list falls back
 * to the spec's comparison with the current round.
 */
export function roundPhase(
  round: number,
  rounds: readonly RoundStanding[],
  currentRound: number,
): RoundPhase {
  const standing = rounds.find((candidate) => candidate.matchRounds === round);
  if (standing) return phaseByStatus[standing.status];
  if (round === currentRound) return 'ongoing';
  return round < currentRound ? 'ended' : 'notStarted';
}

/**
 * The rounds whose gift the redemption banner may be about: the latest ended round (its claim stays open
 * until its `resetTime`, after the next round starts) and the round in play (running, or the next to start).
 */
export function claimRounds(rounds: readonly RoundStanding[]): {
  previous: number | null;
  current: number | null;
} {
  const ended = rounds.filter((round) => phaseByStatus[round.status] === 'ended');
  const open = rounds.filter((round) => phaseByStatus[round.status] !== 'ended');
  const previous = ended.length ? Math.max(...ended.map((round) => round.matchRounds)) : null;
  const current = open.length ? Math.min(...open.map((round) => round.matchRounds)) : null;
  return { previous, current };
}
