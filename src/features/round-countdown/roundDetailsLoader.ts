import type { RoundDetailsSnapshot } from '../../../machines/roundCountdown.machine';
import { getAvailableRounds } from '../../api/getAvailableRounds';

/** Reads the round details of the countdown; a failed call (already logged by the API helper) rejects. */
export type RoundDetailsLoader = () => Promise<RoundDetailsSnapshot>;

/**
 * The service's `availableRounds` answer, stamped with the moment it arrived: the countdown counts
 * from there, so it agrees with the service as long as the device clock does.
 */
export const roundDetailsFrom =
  (loadAvailableRounds: typeof getAvailableRounds): RoundDetailsLoader =>
  async () => {
    const answer = await loadAvailableRounds();
    if (!answer) throw new Error('The round details could not be loaded');
    return { details: answer.roundDetails, now: Date.now() };
  };

export const loadRoundDetailsFromService = roundDetailsFrom(getAvailableRounds);
