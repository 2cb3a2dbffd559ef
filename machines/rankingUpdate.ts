import type { TradingType } from '../contract/contest';
import type { RankSnapshot } from '../contract/race';

/** One of the signed-in participant's accounts in a round: its category and its rank at each ranking update. */
export interface AccountRankHistory {
  tradingType: TradingType;
  snapshots: readonly RankSnapshot[];
}

/** Where the participant stands after a ranking update: the best rank and its move since the update before. */
export interface Standing {
  rank: number;
  /** Places gained since the update before (negative: lost); `null` when there was no update before. */
  gained: number | null;
}

/**
 * Issue 16: the participant's standing in one category after the latest ranking update: their best-ranked
 * account there and how many places it moved since the update before; `null` when none is ranked.
 */
export function standingAfterUpdate(
  histories: readonly AccountRankHistory[],
  tradingType: TradingType,
): Standing | null {
  let best: Standing | null = null;
  for (const history of histories) {
    if (history.tradingType !== tradingType) continue;
    const now = history.snapshots.at(-1);
    const before = history.snapshots.at(-2);
    if (!now || (best && best.rank <= now.ranking)) continue;
    best = { rank: now.ranking, gained: before ? before.ranking - now.ranking : null };
  }
  return best;
}

const HOUR_MS = 3_600_000;
/** The service ranks hourly, on the hour; its new time is asked for a minute after it is due. */
const AFTER_DUE_MS = 60_000;
/** While an update is late (or its time unknown), ask again every five minutes. */
const LATE_POLL_MS = 300_000;

/**
 * How long until the board asks the service again when the ranking was last updated (docs/readings.md):
 * a minute after the next hourly update is due on the service's clock, or five minutes while it is late.
 */
export function nextRankingCheckMs(lastUpdatedTime: number | null, serviceNow: number | null): number {
  if (lastUpdatedTime === null || serviceNow === null) return LATE_POLL_MS;
  const untilDue = lastUpdatedTime + HOUR_MS + AFTER_DUE_MS - serviceNow;
  return untilDue > 0 ? untilDue : LATE_POLL_MS;
}
