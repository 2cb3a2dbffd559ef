import type { AvailableRoundsResponse } from '../../../contract';
import type { RoundDetailsSnapshot } from '../../../machines/roundCountdown.machine';
import { getAvailableRounds } from '../../api/getAvailableRounds';
import { serviceNow } from '../../api/serviceClock';

/** Reads the round details of the countdown; a failed call (already logged by the API helper) rejects. */
export type RoundDetailsLoader = () => Promise<RoundDetailsSnapshot>;

/**
 * The service's `availableRounds` answer, stamped with the service's time when it arrived (learnt from
 * the answer's own `Date` header): the countdown counts from the service's clock, not the device's.
 */
export const roundDetailsFrom =
  (loadAvailableRounds: typeof getAvailableRounds): RoundDetailsLoader =>
  async () => {
    const answer = await loadAvailableRounds();
    if (!answer) throw new Error('The round details could not be loaded');
    return roundDetailsSnapshot(answer);
  };

/** An `availableRounds` answer's round details, read at `now`: by default now on the service's clock. */
export const roundDetailsSnapshot = (
  answer: AvailableRoundsResponse,
  now: number = serviceNow(),
): RoundDetailsSnapshot => ({ details: answer.roundDetails, now });

export const loadRoundDetailsFromService = roundDetailsFrom(getAvailableRounds);
