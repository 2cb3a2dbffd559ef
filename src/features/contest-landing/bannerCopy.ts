import type { CountdownPhase } from '../../../machines/roundCountdown.machine';
import type { Instant, RoundDetails } from '../../../contract';
import { displayRound } from '../../i18n/format';

/** What the top banner says about the rounds, before translation. */
export type RoundMessage =
  | { kind: 'startsOn'; round: number | null; date: Instant }
  | { kind: 'runsUntil'; round: number | null; date: Instant }
  | { kind: 'endedNextOn'; round: number | null; next: number | null; date: Instant }
  | { kind: 'contestEnded' };

/**
 * The banner's words for the phase the round countdown machine is in (the machine decides the phase;
 * this only picks the round numbers and dates this person reads).
 */
export function roundMessage(phase: CountdownPhase, details: RoundDetails, shifted: boolean): RoundMessage {
  const { currentRound, nextRound } = details;
  const round = displayRound(currentRound.matchRounds, shifted);
  switch (phase) {
    case 'notStarted':
      return { kind: 'startsOn', round, date: currentRound.matchStartTime };
    case 'ongoing':
      return { kind: 'runsUntil', round, date: currentRound.matchEndTime };
    case 'betweenRounds':
      return nextRound
        ? {
            kind: 'endedNextOn',
            round,
            next: displayRound(nextRound.matchRounds, shifted),
            date: nextRound.matchStartTime,
          }
        : { kind: 'contestEnded' };
    case 'ended':
      return { kind: 'contestEnded' };
  }
}

/** The round whose rankings the banner links to: none before the contest's first round starts. */
export function rankedRound(message: RoundMessage): number | null | 'none' {
  if (message.kind === 'startsOn') return 'none';
  if (message.kind === 'contestEnded') return null;
  return message.round;
}
