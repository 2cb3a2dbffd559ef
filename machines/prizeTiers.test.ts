import { describe, expect, it } from 'vitest';
import { prizeInfoSample } from './testing/fixtures/leaderboard';
import { tierDistance, tierOf, tierPrize, tierStarts } from './prizeTiers';

// Returns falling by 1.2 points a rank from 300 %.
const leaders = Array.from({ length: 11 }, (_, index) => ({
  ranking: index + 1,
  rateOfReturn: Math.round((300 - index * 1.2) * 100) / 100,
}));

describe('prize tiers', () => {
  it('puts each rank in its tier: 1, 2, 3, 4–5, 6–10, none after', () => {
    expect([1, 2, 3, 4, 5, 6, 10, 11].map((rank) => tierOf(rank)?.tier ?? null)).toEqual([
      'rank1',
      'rank2',
      'rank3',
      'rank4to5',
      'rank4to5',
      'rank6to10',
      'rank6to10',
      null,
    ]);
  });

  it('starts a divider wherever a page row enters a new prize tier, and none past the prizes', () => {
    const starts = tierStarts([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...starts].map(([index, tier]) => [index, tier.tier])).toEqual([
      [0, 'rank1'],
      [1, 'rank2'],
      [2, 'rank3'],
      [3, 'rank4to5'],
      [5, 'rank6to10'],
    ]);
    expect(tierStarts([7])).toEqual(new Map([[0, tierOf(7)]]));
    expect(tierStarts([11, 12, 13]).size).toBe(0);
  });

  it('pays the tier of the account’s server, or the range over both servers', () => {
    expect(tierPrize(prizeInfoSample, 2, 2, 'rank4to5', { yen: false, serverType: 'mt4' })).toEqual({
      low: 3300,
      high: 3300,
    });
    expect(tierPrize(prizeInfoSample, 2, 2, 'rank4to5', { yen: false })).toEqual({ low: 3300, high: 3465 });
    expect(tierPrize(prizeInfoSample, 2, 1, 'rank1', { yen: true, serverType: 'mt4' })).toEqual({
      low: 577_500,
      high: 577_500,
    });
    expect(tierPrize(prizeInfoSample, 3, 2, 'rank1', { yen: false })).toBeNull();
    expect(tierPrize(null, 2, 2, 'rank1', { yen: false })).toBeNull();
  });
});

describe('tierDistance', () => {
  it('7th: rank 5 to reach, 2.4 points behind; in the prizes, ahead of rank 11', () => {
    expect(tierDistance(leaders[6]!, leaders)).toEqual({
      kind: 'known',
      ranking: 7,
      next: { ranking: 5, tier: 'rank4to5', pointsBehind: 2.4 },
      lead: { ranking: 11, pointsAhead: 4.8 },
    });
  });

  it('5th: rank 3 to reach; ahead of rank 6, the next tier’s first', () => {
    expect(tierDistance(leaders[4]!, leaders)).toMatchObject({
      next: { ranking: 3, tier: 'rank3', pointsBehind: 2.4 },
      lead: { ranking: 6, pointsAhead: 1.2 },
    });
  });

  it('the leader has no tier to reach, only a lead over rank 2', () => {
    expect(tierDistance(leaders[0]!, leaders)).toMatchObject({
      next: null,
      lead: { ranking: 2, pointsAhead: 1.2 },
    });
  });

  it('outside the prizes: rank 10 to reach, and no lead', () => {
    expect(tierDistance({ ranking: 57, rateOfReturn: 250.05 }, leaders)).toEqual({
      kind: 'known',
      ranking: 57,
      next: { ranking: 10, tier: 'rank6to10', pointsBehind: 39.15 },
      lead: null,
    });
  });

  it('says no number when the ranking lacks the rank to reach', () => {
    expect(tierDistance({ ranking: 57, rateOfReturn: 1 }, leaders.slice(0, 9))).toEqual({ kind: 'unknown' });
  });

  it('keeps the lead without points when no account holds the rank behind', () => {
    expect(tierDistance(leaders[8]!, leaders.slice(0, 10))).toMatchObject({
      lead: { ranking: 11, pointsAhead: null },
    });
  });
});
