import type { ActivityPeriod } from '../../../contract';
import { hasPendingClaim, parseQuarter, type Quarter } from '../../../machines/clientEvent.machine';
import { CLIENT_EVENT_PERIODS, type ClientEventPeriodValue } from '../../../machines/periodSelector.machine';

export interface ClientEventPeriod {
  value: ClientEventPeriodValue;
  quarter: Quarter;
  isClaimed: boolean;
  /** §3 `isPendingClaim`: a prize waits for the signed-in visitor in this period. */
  isPendingClaim: boolean;
}

/** The static periods (§2) with what `/api/trader/dropdown` says of each, for the period list. */
export function clientEventPeriods(dropdown: readonly ActivityPeriod[]): ClientEventPeriod[] {
  return CLIENT_EVENT_PERIODS.map(({ value, isClaimed }) => ({
    value,
    quarter: parseQuarter(value)!,
    isClaimed,
    isPendingClaim: hasPendingClaim(dropdown, value),
  }));
}
