import { prizeEligibility } from '../../../machines/prizeEligibility';
import type { PosterData } from './PosterCard';

/** cn-participant's poster in round 2 (docs/personas.md): 11 of 15 days and 22 of 30 trades, so the prize depends on both. */
export const samplePoster: PosterData = {
  fullName: '王小明',
  accountId: 20100001,
  displayRound: 2,
  ranking: 3,
  totalVolume: 96.5,
  totalTradingNum: 22,
  rateOfReturn: 319.21,
  prizeMoney: 9240,
  prizeMoneyJpy: 1_386_000,
  currency: 'USD',
  prize: prizeEligibility({
    prize: 9240,
    met: { duration: false, volume: true, trades: false },
    figures: { strategyDuration: 11, totalTradingNum: 22, totalVolume: 96.5 },
    thresholds: { minStrategyDuration: 15, minTradingNum: 30, minVolume: 50 },
  }),
  roundInProgress: true,
};
