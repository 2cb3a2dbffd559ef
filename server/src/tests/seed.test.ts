import { afterEach, describe, expect, it } from 'vitest';
import { AWKWARD_NAMES } from '../seed/names';
import { startTestService, type TestService } from './harness';

const services: TestService[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.stop();
});
const start = () => {
  const service = startTestService();
  services.push(service);
  return service;
};

describe('the seed', () => {
  it('holds at least 2,000 ranked accounts per round and category, on both servers', () => {
    const { db } = start();
    const counts = db
      .prepare(
        `SELECT round, trading_type, COUNT(*) AS accounts, COUNT(DISTINCT server_type) AS servers, MAX(ranking) AS last
         FROM race_entries GROUP BY round, trading_type`,
      )
      .all() as { accounts: number; servers: number; last: number }[];
    expect(counts).toHaveLength(8);
    for (const row of counts) {
      expect(row.accounts).toBeGreaterThanOrEqual(2000);
      expect(row.servers).toBe(2);
      expect(row.last).toBe(row.accounts);
    }
  });

  it('names contestants in six scripts, with empty, very long and markup-like names', () => {
    const { db } = start();
    const names = (
      db.prepare('SELECT DISTINCT full_name AS name FROM race_entries').all() as { name: string }[]
    ).map((row) => row.name);
    for (const script of [
      /\p{Script=Han}/u,
      /\p{Script=Latin}/u,
      /\p{Script=Hiragana}|\p{Script=Katakana}/u,
      /\p{Script=Hangul}/u,
      /\p{Script=Thai}/u,
      /\p{Script=Arabic}/u,
    ]) {
      expect(
        names.some((name) => script.test(name)),
        String(script),
      ).toBe(true);
    }
    expect(names).toContain('');
    expect(names).toContain('<img src=x onerror=alert(1)>');
    expect(names.some((name) => name.length > 60)).toBe(true);
    expect(AWKWARD_NAMES.every((name) => names.includes(name))).toBe(true);
  });

  it('mixes requirement flags', () => {
    const { db } = start();
    const flags = db
      .prepare(
        'SELECT DISTINCT is_min_strategy_duration || is_min_volume || is_min_trading_num AS flags FROM race_entries',
      )
      .all();
    expect(flags.length).toBe(8);
  });

  // Two whole seeds (13 locales of legal texts since issue 16): seconds on a busy 2-core machine, not 5 s.
  it('is deterministic', async () => {
    const first = start();
    const second = start();
    const page = { body: { tradingType: 1, competitionRounds: 2, page: 37, pagesize: 10 } };
    expect(await first.ok('raceRanking', page)).toEqual(await second.ok('raceRanking', page));
  }, 30_000);
});
