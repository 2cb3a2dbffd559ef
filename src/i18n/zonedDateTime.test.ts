import { describe, expect, it } from 'vitest';
import { instant } from '../../contract';
import { formatUtcOffset, formatZonedDateTime } from './zonedDateTime';

describe('a round time in the viewer’s zone', () => {
  const at = instant('2026-12-31T23:59:00Z');

  it.each([
    [480, 'sc', '2027年1月1日 07:59'],
    [540, 'jp', '2027年1月1日 08:59'],
    [-300, 'en', 'Dec 31, 2026, 18:59'],
    [0, 'kr', '2026년 12월 31일 23:59'],
  ] as const)('at %i minutes from UTC reads, in %s, %s', (offsetMinutes, locale, expected) => {
    expect(formatZonedDateTime({ at, offsetMinutes }, locale)).toBe(expected);
  });

  it.each([
    [480, 'UTC+8'],
    [-240, 'UTC−4'],
    [330, 'UTC+5:30'],
    [-570, 'UTC−9:30'],
    [0, 'UTC+0'],
  ])('names the offset %i as %s', (offsetMinutes, expected) => {
    expect(formatUtcOffset(offsetMinutes)).toBe(expected);
  });
});
