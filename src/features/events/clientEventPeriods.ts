import type { ActivityPeriod, RewardRecord, RewardState } from '../../../contract';
import { rewardStateFromStatus } from '../../../contract/rewards';
import { CLIENT_EVENT_PERIODS, type ClientEventPeriodValue } from '../../../machines/periodSelector.machine';
import { parseQuarter, quarterRange, type Quarter } from '../../../machines/quarterCountdown.machine';

export interface ClientEventPeriod {
  value: ClientEventPeriodValue;
  quarter: Quarter;
  isClaimed: boolean;
  /** §3 `isPendingClaim` 1: a prize waits for the signed-in visitor in this period. */
  isPendingClaim: boolean;
  /** The Overall end time (§3, §4), or the quarter's own end when the service did not give one. */
  endsAt: number;
}

/** The static periods (§2) with what `/api/trader/dropdown` says of each. */
export function clientEventPeriods(dropdown: readonly ActivityPeriod[]): ClientEventPeriod[] {
  return CLIENT_EVENT_PERIODS.map(({ value, isClaimed }) => {
    const quarter = parseQuarter(value)!;
    const answer = dropdown.find((period) => period.activityName === value);
    const overall = answer?.activityTimeList.find((time) => time.type === 'Overall');
    const overallEnd = overall ? overall.endTime : Number.NaN;
    return {
      value,
      quarter,
      isClaimed,
      isPendingClaim: answer?.isPendingClaim ?? false,
      endsAt: Number.isFinite(overallEnd) ? overallEnd : quarterRange(quarter).end,
    };
  });
}

/** What the prize pictures show for a period: a claim under review or a rejected one (§4). */
export type PrizeReviewState = Extract<RewardState, 'processing' | 'rejected'>;

/**
 * The visitor's client-event rewards of one period (`activityRound` is the period's place in the static
 * list), reduced to what the page pictures: one under review wins over a rejected one.
 */
export function prizeReviewState(
  records: readonly RewardRecord[],
  period: ClientEventPeriodValue,
): PrizeReviewState | undefined {
  const round = CLIENT_EVENT_PERIODS.findIndex((candidate) => candidate.value === period) + 1;
  const states = records
    .filter((record) => record.activityType === 'client_event' && record.activityRound === round)
    .map((record) => rewardStateFromStatus('crm_client', record.status));
  if (states.includes('processing')) return 'processing';
  if (states.includes('rejected')) return 'rejected';
  return undefined;
}
