import type { ActivityPeriod } from '../contract';

/**
 * TEMPORARY wire conversion, delete at merge: `contract/` is about to parse the dropdown's times into
 * epoch ms and `isPendingClaim` into a boolean. Until then this is the one place past the contract that
 * reads them, and only `clientEvent.machine.ts` (and the period list through it) calls it.
 */
export function activityPeriodFromWireUntilContractParses(entry: ActivityPeriod | undefined): {
  /** The Overall end time, ms since the epoch, when the service gave a readable one. */
  overallEnd: number | undefined;
  pendingClaim: boolean;
} {
  const overall = entry?.activityTimeList.find((time) => time.type === 'Overall');
  const overallEnd = overall ? Date.parse(overall.endTime) : Number.NaN;
  return {
    overallEnd: Number.isFinite(overallEnd) ? overallEnd : undefined,
    pendingClaim: entry?.isPendingClaim === 1,
  };
}
