import { ActivityStatus, type RoundDetails } from '../../../contract';
import { displayRound } from '../../i18n/format';

/** What the top banner says about the rounds, before translation. */
export type RoundMessage =
  | { kind: 'startsOn'; round: number | null; date: string }
  | { kind: 'runsUntil'; round: number | null; date: string }
  | { kind: 'endedNextOn'; round: number | null; next: number | null; date: string }
  | { kind: 'contestEnded' };

/** §4: the banner follows the current round's status; the round numbers are the ones this person reads. */
export function roundMessage(details: RoundDetails, shifted: boolean): RoundMessage {
  const { currentRound, nextRound } = details;
  const round = displayRound(currentRound.matchRounds, shifted);
  switch (currentRound.activityStatus) {
    case ActivityStatus.NOT_STARTED:
      return { kind: 'startsOn', round, date: currentRound.matchStartTime };
    case ActivityStatus.ONGOING:
      return { kind: 'runsUntil', round, date: currentRound.matchEndTime };
    default:
      return nextRound
        ? {
            kind: 'endedNextOn',
            round,
            next: displayRound(nextRound.matchRounds, shifted),
            date: nextRound.matchStartTime,
          }
        : { kind: 'contestEnded' };
  }
}

/** The round whose rankings the banner links to: none before the contest's first round starts. */
export function rankedRound(message: RoundMessage): number | null | 'none' {
  if (message.kind === 'startsOn') return 'none';
  if (message.kind === 'contestEnded') return null;
  return message.round;
}
