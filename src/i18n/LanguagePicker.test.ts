import { describe, expect, it } from 'vitest';
import { pickerLocales } from './LanguagePicker';
import { localeCodes } from './locales';

describe('pickerLocales (§1 language choices)', () => {
  it.each([
    ['/', 'en', localeCodes],
    ['/usdt', 'jp', localeCodes],
    ['/doo-trader', 'sc', ['sc', 'tc', 'kr']],
    ['/ib-doo-trader/', 'en', ['sc', 'tc', 'kr']],
    ['/doo-trader', 'jp', null],
    ['/ib-doo-trader', 'id', null],
    ['/transaction-history', 'id', localeCodes],
  ] as const)('%s in %s', (path, locale, expected) => {
    expect(pickerLocales(path, locale)).toEqual(expected);
  });
});
