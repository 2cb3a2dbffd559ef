import type { Instant, TradingType } from '../contract/contest';
import type { RankSnapshot } from '../contract/race';

/** One of the signed-in participant's accounts in a round: its category and its rank at each ranking update. */
export interface AccountRankHistory {
  tradingType: TradingType;
  snapshots: readonly RankSnapshot[];
}

/** Where the participant stands after a ranking update: their best rank and its move since the update before. */
export interface Standing {
  rank: number;
  /** Places gained since the update before (negative: lost; 0: unchanged); `null` when there was none before. */
  gained: number | null;
}

/**
 * Issue 16: what the board's polite live region says. `id` grows with each announcement, so that the same
 * words said again for a new action are heard again (the region replaces its text rather than keeping it).
 */
export type BoardAnnouncement = { id: number } & (
  | {
      kind: 'listed';
      tradingType: TradingType;
      round: number;
      total: number;
      page: number;
      pages: number;
    }
  | { kind: 'noMatch'; accountFilter: string }
  | { kind: 'noStandings'; tradingType: TradingType; round: number }
  | { kind: 'finalized'; tradingType: TradingType; round: number }
  | { kind: 'updated'; lastUpdatedTime: Instant; standing: Standing | null }
);

type Shows = 'listed' | 'empty' | 'finalized';

/** What the board says when the result the person asked for (a search, a page, a tab or a round) shows. */
export function resultAnnouncement(
  shows: Shows,
  board: {
    tradingType: TradingType;
    round: number;
    total: number;
    page: number;
    pages: number;
    accountFilter: string;
  },
  id: number,
): BoardAnnouncement {
  const { tradingType, round } = board;
  if (shows === 'finalized') return { id, kind: 'finalized', tradingType, round };
  if (shows === 'empty')
    return board.accountFilter
      ? { id, kind: 'noMatch', accountFilter: board.accountFilter }
      : { id, kind: 'noStandings', tradingType, round };
  return { id, kind: 'listed', tradingType, round, total: board.total, page: board.page, pages: board.pages };
}

/**
 * The participant's standing in one category after the latest ranking update: their best-ranked account there
 * and how many places it moved since the update before; `null` when none of their accounts is ranked there.
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
