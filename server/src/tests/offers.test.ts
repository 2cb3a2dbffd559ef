import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, localeLanguages, OFFER_EVENTS } from '../../../contract';
import { startTestService, TEST_NOW, type TestService } from './harness';

let service: TestService;
beforeAll(() => {
  service = startTestService();
});
afterAll(() => service.stop());

describe('the USDT, IB season and IB annual events explain themselves (issue 16, item 15)', () => {
  it('answers each event’s period around the service clock, its tiers in dollars and yen, and no progress to a visitor', async () => {
    for (const event of OFFER_EVENTS) {
      const overview = await service.ok('offerOverview', { query: { event, lang: 'en' } });
      expect(overview.event).toBe(event);
      expect(overview.startTime, event).toBeLessThan(TEST_NOW.getTime());
      expect(overview.endTime, event).toBeGreaterThan(TEST_NOW.getTime());
      expect(overview.tiers.map((tier) => tier.level)).toEqual([1, 2, 3]);
      overview.tiers.forEach((tier) => expect(tier.rewardJpy).toBe(tier.reward * 150));
      expect(overview.progress).toBeNull();
    }
    const annual = await service.ok('offerOverview', { query: { event: 'ibyearoffer', lang: 'en' } });
    expect(annual.startTime).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(annual.endTime).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(annual.measure).toBe('networkLots');
  });

  it('writes how to qualify in each of the 13 locales, and says which', async () => {
    const english = await service.ok('offerOverview', { query: { event: 'iboffer', lang: 'en' } });
    expect(english.rules[0]).toMatch(/^A referred client qualifies/);
    for (const lang of localeCodes.filter((code) => code !== 'en')) {
      for (const event of OFFER_EVENTS) {
        const overview = await service.ok('offerOverview', { query: { event, lang } });
        expect(overview.lang, `${lang} ${event}`).toEqual(localeLanguages[lang]);
        expect(overview.rules).toHaveLength(2);
        const inEnglish = await service.ok('offerOverview', { query: { event, lang: 'en' } });
        overview.rules.forEach((rule, index) =>
          expect(rule, `${lang} ${event}`).not.toBe(inEnglish.rules[index]),
        );
      }
    }
    const unknown = await service.ok('offerOverview', { query: { event: 'usdt', lang: 'xx' } });
    expect(unknown.lang).toEqual({ tag: 'en', direction: 'ltr' });
  });

  it('gives the signed-in person their count in the events their account type takes part in', async () => {
    const ib = await service.signIn('hk-ib');
    const season = await service.ok('offerOverview', { cookie: ib, query: { event: 'iboffer', lang: 'sc' } });
    expect(season.progress?.value).toBe(7);
    expect(season.measure).toBe('qualifiedClients');
    const annual = await service.ok('offerOverview', { cookie: ib, query: { event: 'ibyearoffer' } });
    expect(annual.progress?.value).toBe(2350.5);
    expect((await service.ok('offerOverview', { cookie: ib, query: { event: 'usdt' } })).progress).toBeNull();

    const client = await service.signIn('cn-participant');
    const rebate = await service.ok('offerOverview', { cookie: client, query: { event: 'usdt' } });
    expect(rebate.progress?.value).toBe(62.5);
    expect(
      (await service.ok('offerOverview', { cookie: client, query: { event: 'iboffer' } })).progress,
    ).toBeNull();

    const newcomer = await service.signIn('cn-non-participant');
    const none = await service.ok('offerOverview', { cookie: newcomer, query: { event: 'usdt' } });
    expect(none.progress?.value).toBe(0);
  });

  it('refuses an event it does not know', async () => {
    const response = await service.call('offerOverview', { query: { event: 'doo-trader' } });
    expect(((await response.json()) as { code: number }).code).not.toBe(0);
  });
});
