import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStatus, ContestRoundStatus, hallOfFameResponseSchema } from '../../../contract';
import { DAY_MS, startTestService, TEST_NOW, type TestService } from './harness';

let service: TestService;
beforeAll(() => {
  service = startTestService();
});
afterAll(() => service.stop());

describe('rounds', () => {
  it('shows round 2 in progress on a fresh start', async () => {
    const { rounds, roundDetails, finalizedRounds } = await service.ok('availableRounds');
    expect(rounds.map((round) => round.status)).toEqual([
      ContestRoundStatus.FINISHED,
      ContestRoundStatus.STARTED,
      ContestRoundStatus.NOT_STARTED,
      ContestRoundStatus.NOT_STARTED,
    ]);
    expect(roundDetails.currentRound).toMatchObject({
      matchRounds: 2,
      activityStatus: ActivityStatus.ONGOING,
    });
    expect(roundDetails.nextRound).toMatchObject({
      matchRounds: 3,
      activityStatus: ActivityStatus.NOT_STARTED,
    });
    expect(roundDetails.totalRounds).toBe(4);
    expect(finalizedRounds).toEqual([]);
  });

  it('follows the sandbox clock: between rounds, after the last, and back to real time', async () => {
    await service.setClock(new Date(TEST_NOW.getTime() + 19 * DAY_MS));
    let { roundDetails } = await service.ok('availableRounds');
    expect(roundDetails.currentRound).toMatchObject({
      matchRounds: 3,
      activityStatus: ActivityStatus.NOT_STARTED,
    });

    await service.setClock(new Date(TEST_NOW.getTime() + 200 * DAY_MS));
    const after = await service.ok('availableRounds');
    expect(after.roundDetails.currentRound).toMatchObject({
      matchRounds: 4,
      activityStatus: ActivityStatus.FINISHED,
    });
    expect(after.roundDetails.nextRound).toBeNull();
    expect(after.finalizedRounds).toEqual([1, 2, 3, 4]);

    const reset = await service.fetchPath('DELETE', '/sandbox/clock');
    expect((await reset.json()).data).toEqual({ now: TEST_NOW.toISOString(), real: true });
    ({ roundDetails } = await service.ok('availableRounds'));
    expect(roundDetails.currentRound.matchRounds).toBe(2);
  });
});

describe('landing data', () => {
  it('keys prize info round{N} → mt4/mt5 → classic/master with the §9 defaults and yen twins', async () => {
    const prizes = await service.ok('rankingPrizeInfo');
    expect(Object.keys(prizes)).toEqual(['round1', 'round2', 'round3', 'round4']);
    expect(prizes.round1?.mt4.classic).toMatchObject({
      rank1: 3500,
      rank2: 2000,
      rank3: 1000,
      rank1Jpy: 525_000,
    });
    expect(prizes.round1?.mt4.master).toMatchObject({ rank1: 40_000, rank2: 15_000, rank3: 8000 });
    expect(prizes.round2?.mt5.master.rank6to10).toBeGreaterThan(0);
  });

  it('lists entry conditions per category', async () => {
    const categories = await service.ok('entryCondition');
    expect(categories.map((category) => category.id)).toEqual([1, 2]);
    expect(categories[1]).toMatchObject({ registerGross: 10_000, maxAccountNum: 2 });
  });

  it('answers donation, last update and a hall of fame of at least 6', async () => {
    const donation = await service.ok('donationAmount');
    expect(donation.donationAmountJpy).toBe(Math.round(donation.donationAmount * 150));
    expect(await service.ok('rankingLastUpdatedTime')).toEqual({
      lastUpdatedTime: Date.UTC(2026, 2, 15, 8),
      timeZone: 'UTC+0',
    });
    const fame = await service.ok('hallOfFame');
    expect(hallOfFameResponseSchema.parse(fame).length).toBeGreaterThanOrEqual(6);
  });

  it('lists the failed auto-enrolments of the signed-in user', async () => {
    const cookie = await service.signIn('cn-participant');
    expect(await service.ok('failRegisterList', { cookie })).toEqual([
      { uuid: 'persona-cn-participant', accountId: 20100003, tradingType: 1, equityJpy: 63_000 },
    ]);
    expect(await service.ok('failRegisterList', { cookie: await service.signIn('hk-ib') })).toEqual([]);
  });
});

describe('site content', () => {
  it('answers the footer with its default params and the supported social icons', async () => {
    const footer = await service.ok('getFooter', {
      query: {
        entities: 'doo',
        country_code: 'my',
        lang: 'sc',
        footer_menu: 1,
        compliance: 1,
        dynamic_url: 1,
      },
    });
    expect(footer.footer_menu.social_media.map((item) => item.translate)).toContain('Zalo');
    expect(footer.compliance_menu.copyright).toMatch(/©/);
    await service.fails('getFooter', 10001, { query: { footer_menu: 2 } });
  });

  it('answers the carousel (file and call) and the terms without cache', async () => {
    expect(await service.ok('carouselFile')).toHaveLength(7);
    expect(await service.ok('carousel')).toEqual(await service.ok('carouselFile'));
    const response = await service.call('termsByQuarter');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(await service.ok('termsByQuarter'))).toContain('doo-trader');
  });

  it('locates a visitor by nationality when signed in', async () => {
    expect((await service.ok('location')).iso_country_code).toBe('CN');
    const cookie = await service.signIn('kr-switch');
    expect(await service.ok('location', { cookie })).toEqual({
      iso_country_code: 'KR',
      region: 'Seoul',
      city: 'Seoul',
    });
  });

  it('lists quarterly periods with the signed-in user’s pending claims', async () => {
    const anonymous = await service.ok('traderDropdown');
    expect(anonymous.map((period) => period.activityName)).toEqual([
      '2025Q4',
      '2025Q3',
      '2025Q2',
      '2025Q1',
      '2024Q4',
      '2024Q3',
    ]);
    expect(anonymous.every((period) => !period.isPendingClaim)).toBe(true);
    const cookie = await service.signIn('cn-participant');
    const mine = await service.ok('traderDropdown', { cookie });
    expect(mine.find((period) => period.activityName === '2025Q1')).toMatchObject({
      isPendingClaim: true,
      isInActivityRounds: 1,
      activityTimeList: [{ type: 'Overall', endTime: Date.UTC(2025, 2, 31, 23, 59, 59) }],
    });
  });
});
