import { describe, expect, it } from 'vitest';
import {
  availableRoundsResponseSchema,
  instantSchema,
  redemptionPrizeInfoSchema,
  transactionHistoryResponseSchema,
} from '../../contract';

/** A round's prize info as the service writes it, but its gifts: flags as 0/1, times as ISO strings. */
const prizeInfoWire = {
  isFullyRedeem: 0,
  isEndExchange: 0,
  isReach: 1,
  isSubmit: 0,
  standardVolume: 100,
  totalVolume: 117.8,
  resetTime: '2026-12-17T00:00:00.000Z',
};

describe('the contract reads the wire once', () => {
  it('turns every instant into epoch milliseconds, ISO or the service’s "YYYY-MM-DD HH:mm:ss" in UTC', () => {
    expect(instantSchema.parse('2026-12-12T00:00:00.000Z')).toBe(Date.UTC(2026, 11, 12));
    expect(instantSchema.parse('2026-12-12T08:00:00+08:00')).toBe(Date.UTC(2026, 11, 12));
    expect(instantSchema.parse('2025-01-01 00:00:00')).toBe(Date.UTC(2025, 0, 1));
    expect(instantSchema.safeParse('not a date').success).toBe(false);
    expect(instantSchema.safeParse('2026-12-12').success).toBe(false);
  });

  it('turns 0/1 flags into booleans and writes them back as 0/1', () => {
    const info = redemptionPrizeInfoSchema.parse({ gifts: {}, ...prizeInfoWire });
    expect(info).toMatchObject({ isReach: true, isSubmit: false, resetTime: Date.UTC(2026, 11, 17) });
    expect(redemptionPrizeInfoSchema.safeParse({ gifts: {}, ...prizeInfoWire, isReach: 2 }).success).toBe(
      false,
    );
  });

  it('decodes nested rounds', () => {
    const round = {
      matchRounds: 2,
      activityStatus: 1,
      matchStartTime: '2026-11-13T00:00:00.000Z',
      matchEndTime: '2026-12-11T23:59:59.000Z',
    };
    const answer = availableRoundsResponseSchema.parse({
      rounds: [
        { matchRounds: 2, status: 2, matchStartTime: round.matchStartTime, matchEndTime: round.matchEndTime },
      ],
      roundDetails: { currentRound: round, nextRound: null, totalRounds: 4 },
      finalizedRounds: [],
    });
    expect(answer.roundDetails.currentRound.matchEndTime).toBe(Date.UTC(2026, 11, 11, 23, 59, 59));
    expect(answer.rounds[0]!.matchStartTime).toBe(Date.UTC(2026, 10, 13));
  });
});

describe('the language of service names (issue 16, item 12)', () => {
  const gift = { giftImg: '/event-center/gifts/backpack.webp', stock: 3 };

  const reward = {
    id: 1,
    activityType: 'rebate2025_activity',
    activityName: '2025Q1',
    activityRound: 1,
    prizeType: 0,
    amount: 50,
    currency: 'USD',
    status: 2,
    createTime: '2025-02-10T09:00:00.000Z',
  };

  it('reads the language of each gift name, and a name without one as English', () => {
    const info = redemptionPrizeInfoSchema.parse({
      ...prizeInfoWire,
      gifts: {
        gift1: { ...gift, giftName: 'حقيبة ظهر رياضية مخصصة', lang: 'ae' },
        gift2: { ...gift, giftName: 'Wireless earbuds' },
      },
    });
    expect(info.gifts.gift1!.lang).toEqual({ tag: 'ar', direction: 'rtl' });
    expect(info.gifts.gift2!.lang).toEqual({ tag: 'en', direction: 'ltr' });
  });

  it('reads the language of each reward name, and a name without one as English', () => {
    const answer = transactionHistoryResponseSchema.parse({
      total: 2,
      records: [
        { ...reward, prizeName: 'ئامېرىكا دوللىرى قايتۇرۇش', lang: 'ug' },
        { ...reward, id: 2, prizeName: 'USDT rebate' },
      ],
    });
    expect(answer.records.map((record) => record.lang)).toEqual([
      { tag: 'ug', direction: 'rtl' },
      { tag: 'en', direction: 'ltr' },
    ]);
  });
});
