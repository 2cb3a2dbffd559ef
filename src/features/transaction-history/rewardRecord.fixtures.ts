import { instant, type RewardRecord } from '../../../contract';

/** A completed USD cash reward of the USDT rebate, as the service lists it; `id` tells them apart. */
export const cashReward = (id: number): RewardRecord => ({
  id,
  activityType: 'rebate2025_activity',
  activityName: 'USDT rebate',
  activityRound: 1,
  prizeType: 0,
  prizeName: 'Cash reward',
  lang: { tag: 'en', direction: 'ltr' },
  amount: 500,
  currency: 'USD',
  status: 2,
  createTime: instant('2025-02-01T08:30:00.000Z'),
});
