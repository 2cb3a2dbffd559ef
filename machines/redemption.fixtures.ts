import type { RedemptionPrizeInfo } from '../contract/redemption';
import type { PrizeInfoResult } from './redemption.machine';

/** Prize info samples for the redemption tests and stories: one per claim-button condition. */
const base: RedemptionPrizeInfo = {
  gifts: {
    gift1: { giftName: 'Sports backpack', giftImg: '/event-center/gifts/backpack.webp', stock: 300 },
    gift2: { giftName: 'Wireless earbuds', giftImg: '/event-center/gifts/earbuds.webp', stock: 120 },
  },
  isFullyRedeem: 0,
  isEndExchange: 0,
  isReach: 1,
  isSubmit: 0,
  standardVolume: 100,
  totalVolume: 117.8,
  resetTime: '2026-12-17T00:00:00.000Z',
};

/** The overrides come first, so each sample's test name (which shows the start of its JSON) tells it apart. */
const sample = (overrides: Partial<RedemptionPrizeInfo>): RedemptionPrizeInfo => {
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => !(key in overrides)));
  return { ...overrides, ...rest } as RedemptionPrizeInfo;
};

export const prizeInfoSamples = {
  claimable: base,
  notReached: sample({ isReach: 0, totalVolume: 42.5 }),
  fullyRedeemed: sample({ isFullyRedeem: 1 }),
  ended: sample({ isEndExchange: 1, resetTime: '2026-11-01T00:00:00.000Z' }),
  submitted: sample({ isSubmit: 1 }),
  noGifts: sample({ gifts: {} }),
} satisfies Record<string, RedemptionPrizeInfo>;

const loaded = (output: PrizeInfoResult) => ({ type: 'xstate.done.actor.loadPrizeInfo', output }) as never;

/** The events the model-based tests offer: every loader outcome, and opening and closing the claim modal. */
export const redemptionModelEvents = [
  loaded(prizeInfoSamples.claimable),
  loaded(prizeInfoSamples.notReached),
  loaded(prizeInfoSamples.fullyRedeemed),
  loaded(prizeInfoSamples.ended),
  loaded(prizeInfoSamples.submitted),
  loaded(prizeInfoSamples.noGifts),
  loaded(false),
  { type: 'xstate.error.actor.loadPrizeInfo', error: new Error('offline') } as never,
  { type: 'claim.opened' } as const,
  { type: 'claim.closed' } as const,
];

/** Past one reload the graph only repeats itself. */
export const redemptionStopWhen = (snapshot: {
  matches: (value: { shown: 'refreshing' }) => boolean;
  context: { prizeInfo: RedemptionPrizeInfo | null };
}) => snapshot.matches({ shown: 'refreshing' }) && snapshot.context.prizeInfo?.isSubmit === 1;
