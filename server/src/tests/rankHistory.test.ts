import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode, TradingType } from '../../../contract';
import { DAY_MS, startTestService, TEST_NOW, type TestService } from './harness';

// One seeded service for the file (seeding takes seconds); each test puts the clock back.
let service: TestService;
beforeAll(() => {
  service = startTestService();
});
afterEach(() => service.fetchPath('DELETE', '/sandbox/clock'));
afterAll(() => service.stop());

const HOUR_MS = 3_600_000;
/** Round 2 runs from 10 days before the seed day to 18 after it (the harness's seed layout). */
const seedDay = Math.floor(TEST_NOW.getTime() / DAY_MS) * DAY_MS;
const round2Start = seedDay - 10 * DAY_MS;
const round2End = seedDay + 18 * DAY_MS;

const history = async (persona: string, login: string, round: number) =>
  service.ok('rankHistory', {
    cookie: await service.signIn(persona),
    query: { login, competitionRounds: round },
  });

describe('rankHistory', () => {
  it('answers the seeded history of the round so far, ending at the account’s current rank', async () => {
    const { snapshots, tradingType, accountId } = await history('cn-participant', '8100001', 2);
    expect({ tradingType, accountId }).toEqual({ tradingType: TradingType.MASTER, accountId: 20100001 });
    // One a day from the day after the start, then the seed's own hourly update.
    expect(snapshots.map((snapshot) => snapshot.takenAt)).toEqual([
      ...Array.from({ length: 10 }, (_, day) => round2Start + (day + 1) * DAY_MS),
      Math.floor(TEST_NOW.getTime() / HOUR_MS) * HOUR_MS,
    ]);
    expect(snapshots.at(-1)?.ranking).toBe(3);
    for (const snapshot of snapshots) {
      expect(snapshot.ranking).toBeGreaterThanOrEqual(1);
      expect(snapshot.ranking).toBeLessThanOrEqual(snapshot.total);
    }
    // Plausible: it moves, and it is the same when read again.
    expect(new Set(snapshots.map((snapshot) => snapshot.ranking)).size).toBeGreaterThan(3);
    expect((await history('cn-participant', '8100001', 2)).snapshots).toEqual(snapshots);
  });

  it('ends each persona’s history at the rank the board shows', async () => {
    for (const [persona, login, rank] of [
      ['jp-client', '8300001', 2],
      ['id-client', '8500001', 140],
      ['cn-participant', '8100002', 57],
    ] as const) {
      expect((await history(persona, login, 2)).snapshots.at(-1)?.ranking, persona).toBe(rank);
    }
  });

  it('appends one snapshot per new ranking update, and none after the round’s end', async () => {
    const before = (await history('jp-client', '8300001', 2)).snapshots;
    await service.setClock(new Date(TEST_NOW.getTime() + 2 * HOUR_MS));
    const later = (await history('jp-client', '8300001', 2)).snapshots;
    expect(later.slice(0, -1)).toEqual(before);
    expect(later.at(-1)).toMatchObject({ takenAt: before.at(-1)!.takenAt + 2 * HOUR_MS, ranking: 2 });
    // The same update read twice is kept once.
    expect((await history('jp-client', '8300001', 2)).snapshots).toEqual(later);

    await service.setClock(new Date(round2End + 40 * DAY_MS));
    const ended = (await history('jp-client', '8300001', 2)).snapshots;
    expect(ended).toHaveLength(later.length + 1);
    expect(ended.at(-1)?.takenAt).toBe(round2End);
  });

  it('keeps the finished round 1 whole: a day at a time to its end', async () => {
    const { snapshots } = await history('cn-participant', '8100001', 1);
    expect(snapshots).toHaveLength(28);
    expect(snapshots.at(-1)).toMatchObject({ takenAt: seedDay - 12 * DAY_MS, ranking: 4 });
  });

  it('answers an empty history before the round starts, and no apply record for another’s account', async () => {
    expect(round2Start).toBeLessThan(TEST_NOW.getTime());
    await service.fails('rankHistory', BusinessCode.NO_APPLY_RECORD, {
      cookie: await service.signIn('id-client'),
      query: { login: '8100001', competitionRounds: 2 },
    });
    await service.fails('rankHistory', BusinessCode.ROUND_NOT_FOUND, {
      cookie: await service.signIn('cn-participant'),
      query: { login: '8100001', competitionRounds: 9 },
    });
    await service.setClock(new Date(round2Start - DAY_MS));
    expect((await history('jp-client', '8300001', 2)).snapshots).toEqual([]);
  });

  // Last: the enrolment grows the round's total, which the histories read before it do not show.
  it('starts a new enrolment’s history at its enrolment, not before', async () => {
    const cookie = await service.signIn('cn-non-participant');
    await service.ok('signMatch', {
      cookie,
      body: { uuid: 'persona-cn-non-participant', login: '8800001', tradingType: 2 },
    });
    const { snapshots } = await service.ok('rankHistory', {
      cookie,
      query: { login: '8800001', competitionRounds: 2 },
    });
    expect(snapshots).toEqual([
      { takenAt: Math.floor(TEST_NOW.getTime() / HOUR_MS) * HOUR_MS, ranking: 2003, total: 2003 },
    ]);
  });
});
