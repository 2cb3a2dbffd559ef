import { describe, expect, it } from 'vitest';
import type { PrizeInfo, PrizeTable } from '../../../contract';
import { prizeTableRows, topPrizes } from './prizeAmounts';

const table = (base: number): PrizeTable => ({
  rank1: base,
  rank2: base / 2,
  rank3: base / 4,
  rank4to5: base / 10,
  rank6to10: base / 20,
  rank1Jpy: base * 150,
  rank2Jpy: (base / 2) * 150,
  rank3Jpy: (base / 4) * 150,
  rank4to5Jpy: (base / 10) * 150,
  rank6to10Jpy: (base / 20) * 150,
});

const prizeInfo: PrizeInfo = {
  round2: {
    mt4: { classic: table(4000), master: table(30000) },
    mt5: { classic: table(5000), master: table(20000) },
  },
};

describe('topPrizes', () => {
  const figures = (category: 'classic' | 'master', currency: 'USD' | 'JPY') =>
    topPrizes(prizeInfo, 2, category, currency).map(({ low, high, byServer }) => [
      low.value,
      high.value,
      byServer?.mt4.value,
      byServer?.mt5.value,
    ]);

  it('gives each place the range of the two servers and the figure of each (pool vs board)', () => {
    expect(figures('master', 'USD')).toEqual([
      [20000, 30000, 30000, 20000],
      [10000, 15000, 15000, 10000],
      [5000, 7500, 7500, 5000],
    ]);
    expect(figures('classic', 'USD')[0]).toEqual([4000, 5000, 4000, 5000]);
  });

  it('reads the yen fields of both servers for Japan (§1)', () => {
    expect(figures('master', 'JPY')[0]).toEqual([3_000_000, 4_500_000, 4_500_000, 3_000_000]);
    const [champion] = topPrizes(prizeInfo, 2, 'master', 'JPY');
    expect([champion.low.currency, champion.high.currency, champion.byServer?.mt4.currency]).toEqual([
      'JPY',
      'JPY',
      'JPY',
    ]);
  });

  it.each([
    ['no prize info', null, 2],
    ['no round yet', prizeInfo, null],
    ['a round without a table', prizeInfo, 3],
  ] as const)('falls back to the §9 defaults in USD, on both servers, with %s', (_, info, round) => {
    const usd = (value: number) => ({
      low: { value, currency: 'USD' },
      high: { value, currency: 'USD' },
      byServer: null,
    });
    expect(topPrizes(info, round, 'classic', 'JPY')).toEqual([usd(3500), usd(2000), usd(1000)]);
    expect(topPrizes(info, round, 'master', 'USD').map((prize) => prize.high.value)).toEqual([
      40000, 15000, 8000,
    ]);
  });
});

describe('prizeTableRows', () => {
  it('lists ranks 1, 2, 3, 4–5 and 6–10 by server', () => {
    const rows = prizeTableRows(prizeInfo, 2, 'classic', 'USD');
    expect(rows?.map((row) => row.rank)).toEqual(['rank1', 'rank2', 'rank3', 'rank4to5', 'rank6to10']);
    expect(rows?.[3]?.amounts).toEqual({
      mt4: { value: 400, currency: 'USD' },
      mt5: { value: 500, currency: 'USD' },
    });
  });

  it('reads the yen fields for Japan', () => {
    expect(prizeTableRows(prizeInfo, 2, 'master', 'JPY')?.[0]?.amounts.mt4).toEqual({
      value: 4_500_000,
      currency: 'JPY',
    });
  });

  it('has no table for a round the service did not price', () => {
    expect(prizeTableRows(prizeInfo, 1, 'master', 'USD')).toBeNull();
  });
});
