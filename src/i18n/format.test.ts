import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatVolume,
  displayCurrency,
  displayRound,
  formatContestMoney,
  formatDateTimeUtc,
  formatPercent,
  formatWholeMoney,
  maskAccountId,
  maskName,
  parseDateTime,
  usesShiftedRounds,
} from './format';
import { locales, type LocaleCode } from './locales';

afterEach(() => vi.restoreAllMocks());

describe('maskName (§9)', () => {
  it.each([
    ['王小明', '王小**', 'a Chinese name keeps two characters'],
    ['欧阳', '欧阳**', 'a two-character Chinese name'],
    ['佐藤 太郎', '佐藤**', 'a Japanese name in Han script'],
    ['김민준', '김민**', 'a Korean name'],
    ['Alice', 'A***', 'a one-word Latin name keeps its first letter'],
    ['John Smith', 'John S***', 'a two-word Latin name keeps the first word and an initial'],
    ['Maria  de la Cruz', 'Maria d***', 'extra words and spaces do not show'],
    ['Bartholomew Featherstonehaugh', 'Bartholomew…', 'over 12 characters are cut with an ellipsis'],
    ['Christopherson', 'C***', 'a long single word masks to its initial'],
    ['', '****', 'an empty name shows four stars'],
    ['   ', '****', 'a blank name shows four stars'],
    ['<img src=x onerror=alert(1)>', '<img s***', 'HTML-like text is masked as plain text'],
    ['สมชาย ใจดี', 'สมชาย ใ***', 'a Thai name masks by words'],
  ])('%s → %s (%s)', (name, expected) => {
    expect(maskName(name)).toBe(expected);
  });

  it('treats a missing name as empty', () => {
    expect(maskName(null)).toBe('****');
  });
});

describe('maskAccountId (§9)', () => {
  it.each([
    ['80012345', '800******'],
    [12, '12******'],
    ['', '******'],
  ])('%s → %s', (id, expected) => expect(maskAccountId(id)).toBe(expected));
});

describe('displayCurrency (§1)', () => {
  it.each([
    ['JPN', 'JPY'],
    ['JP', 'JPY'],
    ['1', 'USD'],
    ['KOR', 'USD'],
    [null, 'USD'],
  ])('nationality %s shows %s', (nationality, expected) =>
    expect(displayCurrency(nationality)).toBe(expected),
  );
});

describe('money and percentages (§9)', () => {
  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [40000, 'USD', '$40,000.00'],
    [1234567.891, 'JPY', '¥1,234,567.89'],
    [-12.345, 'USD', '-$12.35'],
    [0, 'USD', '$0.00'],
  ] as const)('contest page: %s %s → %s', (amount, currency, expected) =>
    expect(formatContestMoney(amount, currency)).toBe(expected),
  );

  it.each([
    [1234.5, '$', '$1,235'],
    [9876543.2, '¥', '¥9,876,543'],
    [3500, 'USD ', 'USD 3,500'],
    [-1499.5, '$', '-$1,500'],
  ] as const)('personal page: %s with %s → %s', (amount, prefix, expected) =>
    expect(formatWholeMoney(amount, prefix)).toBe(expected),
  );

  it('writes every amount as en-US Intl does, without Intl: its first use on a page is a 100 ms task on a phone', () => {
    const amounts = [
      0,
      0.005,
      0.015,
      1.005,
      2.675,
      1.45,
      1.5,
      2.5,
      999.995,
      1e-7,
      123456789.125,
      9007199254.745,
      ...Array.from({ length: 3000 }, (_, i) => ((i * 7919) % 100000007) / 1000 + (i % 7) * 0.0005),
    ].flatMap((amount) => [amount, -amount]);
    const reference = (options: Intl.NumberFormatOptions) => {
      const format = new Intl.NumberFormat('en-US', options);
      return (amount: number) => `${amount < 0 ? '-' : ''}${format.format(Math.abs(amount))}`;
    };
    const money = reference({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = reference({ maximumFractionDigits: 0 });
    const lots = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const expected = amounts.map((amount) => [
      money(amount).replace(/^(-?)/, '$1$'),
      whole(Math.sign(amount) * Math.round(Math.abs(amount))).replace(/^(-?)/, '$1$'),
      lots.format(amount),
    ]);
    const intlFormat = vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get');

    const written = amounts.map((amount) => [
      formatContestMoney(amount, 'USD'),
      formatWholeMoney(amount),
      formatVolume(amount),
    ]);

    expect(written).toEqual(expected);
    expect(intlFormat).not.toHaveBeenCalled();
  });

  it('percentages carry a percent sign', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(-3, 0)).toBe('-3%');
  });
});

describe('dates (§4, §8, §9)', () => {
  const at = Date.UTC(2025, 2, 31, 23, 59);
  it.each([
    ['sc', '2025年3月31日 23:59'],
    ['jp', '2025年3月31日 23:59'],
    ['kr', '2025년 3월 31일 23:59'],
    ['en', 'Mar 31, 2025, 23:59'],
  ] as const)('%s shows %s in UTC+0', (locale, expected) => {
    expect(formatDateTimeUtc(at, locale)).toBe(expected);
  });

  it('ug reads Uyghur month names even where Intl has no Uyghur (Chromium falls back to English)', () => {
    const RealFormat = Intl.DateTimeFormat;
    // Chromium's trimmed ICU data: `ug` resolves to en-US.
    const withoutUyghur = (tag?: string | string[], options?: Intl.DateTimeFormatOptions) =>
      new RealFormat(tag === 'ug' ? 'en-US' : tag, options);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(withoutUyghur as typeof Intl.DateTimeFormat);
    expect(formatDateTimeUtc(at, 'ug')).toBe('31-مارت، 2025، 23:59');
    expect(formatDateTimeUtc(Date.UTC(2026, 10, 4), 'ug', false)).toBe('4-نويابىر، 2026');
  });

  it('writes every other locale as Intl writes a medium date and a 24-hour time, and makes no Intl format', () => {
    const written = (Object.keys(locales) as LocaleCode[]).filter(
      (locale) => !['sc', 'tc', 'jp', 'kr', 'ug'].includes(locale),
    );
    // Each month, days of one and two digits, hours of one and two digits, a leap day and the year's last minute.
    const instants = [
      ...Array.from({ length: 12 }, (_, month) => Date.UTC(2025, month, 1 + month * 2, month * 2, month * 5)),
      Date.UTC(2024, 1, 29, 9, 7),
      Date.UTC(2026, 11, 31, 23, 59),
    ];
    const reference = (locale: LocaleCode, withTime: boolean) =>
      new Intl.DateTimeFormat(locales[locale].tag, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' as const } : {}),
        timeZone: 'UTC',
      });
    const expected = written.map((locale) =>
      [true, false].map((withTime) => instants.map((at) => reference(locale, withTime).format(at))),
    );
    const made = vi.spyOn(Intl, 'DateTimeFormat');

    const actual = written.map((locale) =>
      [true, false].map((withTime) => instants.map((at) => formatDateTimeUtc(at, locale, withTime))),
    );

    expect(actual).toEqual(expected);
    expect(made).not.toHaveBeenCalled();
  });

  it('can leave the time out', () => {
    expect(formatDateTimeUtc(at, 'tc', false)).toBe('2025年3月31日');
  });

  it('logs an invalid date-time and falls back to now', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const now = new Date('2026-01-02T03:04:05Z');
    expect(parseDateTime(Number.NaN, () => now)).toEqual(now);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('round shifting (§4)', () => {
  it.each([
    ['JPN', 'sc', true],
    ['JP', 'en', true],
    ['IDN', 'sc', true],
    ['1', 'jp', false],
    [null, 'jp', true],
    [null, 'id', true],
    [null, 'sc', false],
  ] as const)('nationality %s in locale %s shifts: %s', (nationality, locale, expected) =>
    expect(usesShiftedRounds(nationality, locale)).toBe(expected),
  );

  it('hides round 1 and shifts the rest down by one', () => {
    expect([1, 2, 3, 4].map((round) => displayRound(round, true))).toEqual([null, 1, 2, 3]);
    expect([1, 2].map((round) => displayRound(round, false))).toEqual([1, 2]);
  });
});

describe('formatVolume', () => {
  it.each([
    [117.8, '117.8'],
    [100, '100'],
    [1234.567, '1,234.57'],
    [0, '0'],
  ])('%s lots read %s', (lots, text) => {
    expect(formatVolume(lots)).toBe(text);
  });
});
