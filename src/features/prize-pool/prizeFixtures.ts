import type { PrizeTable } from '../../../contract';

/** A round's prize table for tests and stories: `base` for the champion, the other ranks in proportion. */
export const prizeTableFixture = (base: number): PrizeTable => ({
  rank1: base,
  rank2: base / 2,
  rank3: base / 4,
  rank4to5: base / 10,
  rank6to10: base / 20,
  rank1Jpy: base * 150,
  rank2Jpy: base * 75,
  rank3Jpy: base * 37.5,
  rank4to5Jpy: base * 15,
  rank6to10Jpy: base * 7.5,
});
