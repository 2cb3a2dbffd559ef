import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolveLocale';

describe('resolveLocale', () => {
  it.each([
    { search: '?lang=ae', saved: 'jp', expected: 'ae', why: 'the URL wins over the saved choice' },
    { search: '', saved: 'kr', expected: 'kr', why: 'the saved choice applies without ?lang' },
    { search: '?lang=xx', saved: 'th', expected: 'th', why: 'an unknown ?lang is ignored' },
    { search: '?lang=', saved: null, expected: 'sc', why: 'nothing chosen falls back to sc' },
    { search: '?foo=1', saved: 'zz', expected: 'sc', why: 'an unknown saved value falls back to sc' },
    { search: '?lang=EN', saved: null, expected: 'sc', why: 'codes are exact, lower case' },
  ])('$why', ({ search, saved, expected }) => {
    expect(resolveLocale(search, saved)).toBe(expected);
  });
});
