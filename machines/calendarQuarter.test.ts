import { describe, expect, it } from 'vitest';
import { calendarQuarterOf, calendarYearOf } from '../contract';

describe('calendar quarter and year of an instant (UTC)', () => {
  it.each([
    ['2026-01-01T00:00:00Z', '2026Q1'],
    ['2026-03-31T23:59:59Z', '2026Q1'],
    ['2026-04-01T00:00:00Z', '2026Q2'],
    ['2026-11-10T09:00:00Z', '2026Q4'],
    ['2026-12-31T23:59:59Z', '2026Q4'],
  ])('%s is in %s', (instant, quarter) => {
    expect(calendarQuarterOf(Date.parse(instant))).toBe(quarter);
  });

  it('names the year', () => {
    expect(calendarYearOf(Date.parse('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
