import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, localeLanguages } from '../../../contract';
import { startTestService, type TestService } from './harness';

// One seeded service for the file (seeding is the slow part); the tests that move the clock come last.
let service: TestService;
beforeAll(() => {
  service = startTestService();
});
afterAll(() => service.stop());

const NOVEMBER_2026 = new Date('2026-11-10T09:00:00.000Z');
const nonEnglish = localeCodes.filter((code) => code !== 'en');

describe('service content in the reader’s language (issue 16, item 12)', () => {
  it('writes the footer’s compliance texts in each of the 13 locales, and says which', async () => {
    const english = await service.ok('getFooter', { query: { lang: 'en' } });
    for (const lang of nonEnglish) {
      const { compliance_menu: compliance } = await service.ok('getFooter', { query: { lang } });
      expect(compliance.lang, lang).toEqual(localeLanguages[lang]);
      expect(compliance.risk_disclosure, lang).not.toBe(english.compliance_menu.risk_disclosure);
      expect(compliance.doo_entities, lang).not.toBe(english.compliance_menu.doo_entities);
      expect(compliance.notices, lang).not.toBe(english.compliance_menu.notices);
      expect(compliance.copyright, lang).not.toBe(english.compliance_menu.copyright);
    }
  });

  it('answers a locale it does not write in English, marked as English', async () => {
    const { compliance_menu: compliance } = await service.ok('getFooter', { query: { lang: 'xx' } });
    expect(compliance.lang).toEqual({ tag: 'en', direction: 'ltr' });
    expect(compliance.risk_disclosure).toMatch(/^Trading leveraged products/);
  });

  it('writes every page’s terms in each of the 13 locales', async () => {
    const english = await service.ok('termsByQuarter', { query: { lang: 'en' } });
    for (const lang of nonEnglish) {
      const terms = await service.ok('termsByQuarter', { query: { lang } });
      for (const [page, entry] of Object.entries(terms)) {
        expect(entry.lang, `${lang} ${page}`).toEqual(localeLanguages[lang]);
        expect(entry.title, `${lang} ${page}`).not.toBe(english[page]?.title);
        entry.clauses.forEach((clause, index) =>
          expect(clause, `${lang} ${page} clause ${index + 1}`).not.toBe(english[page]?.clauses[index]),
        );
      }
    }
  });

  it('names the gifts in the reader’s language, not in Chinese and English together', async () => {
    const cookie = await service.signIn('cn-participant');
    const names = async (lang: string) => {
      const info = await service.ok('redemptionPrizeInfo', { cookie, query: { round: 2, lang } });
      return Object.values(info.gifts).map((gift) => gift.giftName);
    };
    expect(await names('en')).toEqual(['Sports backpack', 'Wireless earbuds']);
    expect(await names('sc')).toEqual(['定制运动背包', '无线耳机']);
    expect(await names('jp')).toEqual(['オリジナルスポーツバックパック', 'ワイヤレスイヤホン']);
  });

  it('says the language of each gift name, English for a locale it does not write', async () => {
    const cookie = await service.signIn('cn-participant');
    const languages = async (lang: string) => {
      const info = await service.ok('redemptionPrizeInfo', { cookie, query: { round: 2, lang } });
      return Object.values(info.gifts).map((gift) => gift.lang);
    };
    for (const lang of nonEnglish) {
      expect(await languages(lang), lang).toEqual([localeLanguages[lang], localeLanguages[lang]]);
    }
    expect(await languages('xx')).toEqual([localeLanguages.en, localeLanguages.en]);
  });
});

describe('the transaction history in the reader’s language (issue 16, item 12)', () => {
  it('names every stored reward in each of the 13 locales; a product keeps its own name', async () => {
    const namesFor = async (persona: string, activityType: string, lang: string) => {
      const cookie = await service.signIn(persona);
      const { records } = await service.ok('transactionHistory', {
        cookie,
        query: { activityType, pagesize: 100, lang },
      });
      return records.map((record) => record.prizeName);
    };
    const readers = [
      ['cn-participant', 'rebate2025_activity'],
      ['cn-participant', 'client_event'],
      ['hk-ib', 'ib_season'],
    ] as const;
    for (const [persona, activityType] of readers) {
      const english = await namesFor(persona, activityType, 'en');
      expect(english.length, `${persona} ${activityType}`).toBeGreaterThan(0);
      for (const lang of nonEnglish) {
        const names = await namesFor(persona, activityType, lang);
        names.forEach((name, index) => {
          if (english[index] === 'iPhone 16 Pro') expect(name).toBe('iPhone 16 Pro');
          else expect(name, `${lang}: ${english[index]}`).not.toBe(english[index]);
        });
      }
    }
    expect(await namesFor('cn-participant', 'rebate2025_activity', 'sc')).toContain('USDT 返利');
  });

  it('says the language of each reward name: the reader’s, English for a name it keeps', async () => {
    const cookie = await service.signIn('cn-participant');
    const named = async (lang: string) => {
      const { records } = await service.ok('transactionHistory', {
        cookie,
        query: { activityType: 'client_event', pagesize: 100, lang },
      });
      return records.map((record) => [record.prizeName, record.lang]);
    };
    const arabic = await named('ae');
    expect(arabic).toContainEqual(['iPhone 16 Pro', localeLanguages.en]);
    const translated = arabic.filter(([name]) => name !== 'iPhone 16 Pro');
    expect(translated.length).toBeGreaterThan(0);
    for (const [name, lang] of translated) expect(lang, String(name)).toEqual(localeLanguages.ae);
    for (const [, lang] of await named('xx')) expect(lang).toEqual(localeLanguages.en);
  });
});

describe('terms of the page’s own event and the service clock’s quarter (issue 16, item 13)', () => {
  it('gives each event page its own terms, for the quarter the service clock is in', async () => {
    await service.setClock(NOVEMBER_2026);
    const terms = await service.ok('termsByQuarter', { query: { lang: 'en' } });
    for (const entry of Object.values(terms)) expect(entry.quarter).toBe('2026Q4');
    const contestClauses = terms['doo-trader']?.clauses;
    for (const page of ['client', 'usdt', 'iboffer', 'ibyearoffer']) {
      expect(terms[page]?.clauses, page).not.toEqual(contestClauses);
    }
    expect(terms.client?.title).toBe('Client quarterly event terms and conditions');
  });

  it('dates the copyright line with the service clock’s year', async () => {
    await service.setClock(new Date('2027-01-02T00:00:00.000Z'));
    const footer = await service.ok('getFooter', { query: { lang: 'en' } });
    expect(footer.compliance_menu.copyright).toBe('© 2027 Doo Group. All rights reserved.');
  });
});
