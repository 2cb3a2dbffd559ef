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
  it.each([
    ['classic', 'USD', [5000, 2500, 1250], 'USD'],
    ['master', 'USD', [30000, 15000, 7500], 'USD'],
    ['master', 'JPY', [4_500_000, 2_250_000, 1_125_000], 'JPY'],
  ] as const)('takes the best server of the round for %s in %s', (category, currency, values, shown) => {
    const prizes = topPrizes(prizeInfo, 2, category, currency);
    expect(prizes.map((prize) => prize.value)).toEqual(values);
    expect(prizes.every((prize) => prize.currency === shown)).toBe(true);
  });

  it.each([
    ['no prize info', null, 2],
    ['no round yet', prizeInfo, null],
    ['a round without a table', prizeInfo, 3],
  ] as const)('falls back to the §9 defaults in USD with %s', (_, info, round) => {
    expect(topPrizes(info, round, 'classic', 'JPY')).toEqual([
      { value: 3500, currency: 'USD' },
      { value: 2000, currency: 'USD' },
      { value: 1000, currency: 'USD' },
    ]);
    expect(topPrizes(info, round, 'master', 'USD').map((prize) => prize.value)).toEqual([40000, 15000, 8000]);
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
