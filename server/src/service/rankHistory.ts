import type { RankSnapshotWire as RankSnapshot } from '../../../contract';
import type { ContestDatabase } from '../db/database';
import { SEED_NUMBER } from '../seed/seed';
import { createRandom } from '../seed/prng';
import { lastRankingUpdate } from './context';
import type { RaceEntryRow } from './raceEntries';
import type { RoundRow } from './rounds';

const DAY_MS = 86_400_000;

type SnapshotRow = { taken_at: number; ranking: number; total: number };

/** The latest ranking update of a round at `now`: none before it starts, none after its end. */
const latestUpdate = (round: RoundRow, now: Date): number | null => {
  const start = Date.parse(round.start_time);
  const end = Date.parse(round.end_time);
  if (now.getTime() < start) return null;
  return Math.max(start, lastRankingUpdate(new Date(Math.min(now.getTime(), end))).getTime());
};

/**
 * The history the seed stands for: one snapshot a day from the round's start to the seed's own ranking
 * update, drifting from a start rank towards the account's current rank, which the last one holds. Drawn
 * from the seed number, the round and the account, so it is the same whenever it is first read.
 */
export const seededHistory = (
  round: RoundRow,
  entry: Pick<RaceEntryRow, 'account_id' | 'ranking'>,
  total: number,
  seededAt: Date,
): SnapshotRow[] => {
  const last = latestUpdate(round, seededAt);
  if (last === null) return [];
  const times: number[] = [];
  for (let time = Date.parse(round.start_time) + DAY_MS; time < last; time += DAY_MS) times.push(time);
  times.push(last);
  const random = createRandom(SEED_NUMBER ^ (entry.account_id * 31 + round.round));
  const clamp = (rank: number) => Math.min(total, Math.max(1, Math.round(rank)));
  const startRank = clamp(entry.ranking + (random.next() - 0.4) * total * 0.6);
  return times.map((takenAt, index) => {
    const left = times.length === 1 ? 0 : 1 - index / (times.length - 1);
    const wobble = (random.next() - 0.5) * total * 0.08 * left;
    return {
      taken_at: takenAt,
      ranking:
        left === 0 ? entry.ranking : clamp(entry.ranking + (startRank - entry.ranking) * left + wobble),
      total,
    };
  });
};

export type RankHistoryStore = ReturnType<typeof createRankHistoryStore>;

/**
 * Rank snapshots per account and round. An account the seed ranked gets its seeded history on the first
 * read; every read then appends the latest ranking update if it is newer than the last snapshot kept, so the
 * history grows one snapshot per update (hourly, §9) the service has seen, and stops at the round's end.
 */
export const createRankHistoryStore = (db: ContestDatabase) => {
  const statements = {
    snapshots: db.prepare<[number, number], SnapshotRow>(
      'SELECT taken_at, ranking, total FROM rank_snapshots WHERE round = ? AND account_id = ? ORDER BY taken_at',
    ),
    insert: db.prepare<[number, number, number, number, number]>(
      'INSERT OR IGNORE INTO rank_snapshots (round, account_id, taken_at, ranking, total) VALUES (?, ?, ?, ?, ?)',
    ),
    total: db.prepare<[number, number], { total: number | null }>(
      'SELECT MAX(ranking) AS total FROM race_entries WHERE round = ? AND trading_type = ?',
    ),
    seededAt: db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'seeded_at'"),
  };

  const totalOf = (entry: RaceEntryRow) =>
    Math.max(entry.ranking, statements.total.get(entry.round, entry.trading_type)?.total ?? 0);

  const store = (round: number, accountId: number, rows: readonly SnapshotRow[]) => {
    for (const row of rows) statements.insert.run(round, accountId, row.taken_at, row.ranking, row.total);
  };

  /** The account's first snapshot on entering a running round: its rank at the latest update. */
  const recordEnrolment = (round: RoundRow, entry: RaceEntryRow, now: Date): void => {
    const update = latestUpdate(round, now);
    if (update !== null)
      store(round.round, entry.account_id, [
        { taken_at: update, ranking: entry.ranking, total: totalOf(entry) },
      ]);
  };

  const read = db.transaction((round: RoundRow, entry: RaceEntryRow, now: Date): RankSnapshot[] => {
    let rows = statements.snapshots.all(round.round, entry.account_id);
    if (rows.length === 0) {
      const seededAt = statements.seededAt.get()?.value;
      if (seededAt)
        store(round.round, entry.account_id, seededHistory(round, entry, totalOf(entry), new Date(seededAt)));
      rows = statements.snapshots.all(round.round, entry.account_id);
    }
    const update = latestUpdate(round, now);
    const kept = rows.at(-1)?.taken_at ?? -Infinity;
    if (update !== null && update > kept) {
      const appended = { taken_at: update, ranking: entry.ranking, total: totalOf(entry) };
      store(round.round, entry.account_id, [appended]);
      rows = [...rows, appended];
    }
    // A sandbox clock moved back does not show updates that have not happened yet.
    return rows
      .filter((row) => row.taken_at <= now.getTime())
      .map((row) => ({
        takenAt: new Date(row.taken_at).toISOString(),
        ranking: row.ranking,
        total: row.total,
      }));
  });

  return { read, recordEnrolment };
};
