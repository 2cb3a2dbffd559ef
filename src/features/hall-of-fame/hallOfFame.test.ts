import { describe, expect, it } from 'vitest';
import type { HallOfFameEntry } from '../../../contract';
import { movesByItself, placeOf, seasonOf, storyLink } from './hallOfFame';

const entry: HallOfFameEntry = {
  rank: 'S2',
  name: '김도윤',
  round: 1,
  roundTranslate: 'season1',
  profitRate: 351.2,
  profitAmount: 70240,
  profitAmountJpy: 70240 * 150,
  kr: 'https://example.com/kr/s2',
  sc: 'https://example.com/sc/s2',
  tc: 'https://example.com/tc/s2',
};

describe('hall of fame rules', () => {
  it.each([
    ['kr', 'https://example.com/kr/s2'],
    ['tc', 'https://example.com/tc/s2'],
    ['sc', 'https://example.com/sc/s2'],
    ['en', 'https://example.com/sc/s2'],
  ])('links a %s reader to %s', (locale, link) => {
    expect(storyLink(entry, locale)).toBe(link);
  });

  it.each([
    [1, false],
    [3, false],
    [4, true],
    [7, true],
  ])('with %i cards, autoplay and loop: %s', (cards, expected) => {
    expect(movesByItself(cards)).toBe(expected);
  });

  it('reads places and seasons', () => {
    expect(placeOf('S2')).toBe(2);
    expect(placeOf('rank7')).toBe(7);
    expect(placeOf('gold')).toBeNull();
    expect(seasonOf(entry)).toBe(1);
    expect(seasonOf({ ...entry, roundTranslate: 'spring' })).toBeNull();
  });
});
