import { instant } from '../contract';
import { ContestRoundStatus } from '../contract/contest';
import type { RedemptionPrizeInfo } from '../contract/redemption';
import type { PrizeInfoResult } from './redemption.machine';
import type { RoundStanding } from './roundPhases';

const { NOT_STARTED, STARTED, FINISHED } = ContestRoundStatus;
const standings = (...statuses: ContestRoundStatus[]): RoundStanding[] =>
  statuses.map((status, index) => ({ matchRounds: index + 1, status }));

/** The round list at three moments of the samples' calendar (round 2 ends 11 Dec, its claim closes 17 Dec). */
export const claimRoundsSamples = {
  /** Round 1 runs: no round has ended, its gift is the only one. */
  round1Running: standings(STARTED, NOT_STARTED, NOT_STARTED, NOT_STARTED),
  /** Round 2 runs: round 1's claim may still be open. */
  round2Running: standings(FINISHED, STARTED, NOT_STARTED, NOT_STARTED),
  /** Issue 12 (clock 12 Dec): round 2 is over, round 3 starts tomorrow. */
  betweenRounds: standings(FINISHED, FINISHED, NOT_STARTED, NOT_STARTED),
  /** Round 3 runs while round 2's claim is still open. */
  round3Running: standings(FINISHED, FINISHED, STARTED, NOT_STARTED),
  /** Every round is over. */
  contestOver: standings(FINISHED, FINISHED, FINISHED, FINISHED),
} satisfies Record<string, RoundStanding[]>;

/** 10 December 2026, 08:00 UTC: the samples' reset on 17 December at 00:00 leaves 7 days. */
export const sampleNow = Date.UTC(2026, 11, 10, 8);

/** The language of the samples' gift names. */
const english = { tag: 'en', direction: 'ltr' } as const;

/** Prize info samples for the redemption tests and stories: one per claim-button condition. */
const base: RedemptionPrizeInfo = {
  gifts: {
    gift1: {
      giftName: 'Sports backpack',
      giftImg: '/event-center/gifts/backpack.webp',
      stock: 300,
      lang: english,
    },
    gift2: {
      giftName: 'Wireless earbuds',
      giftImg: '/event-center/gifts/earbuds.webp',
      stock: 120,
      lang: english,
    },
  },
  isFullyRedeem: false,
  isEndExchange: false,
  isReach: true,
  isSubmit: false,
  standardVolume: 100,
  totalVolume: 117.8,
  resetTime: instant('2026-12-17T00:00:00.000Z'),
};

/** The overrides come first, so each sample's test name (which shows the start of its JSON) tells it apart. */
const sample = (overrides: Partial<RedemptionPrizeInfo>): RedemptionPrizeInfo => {
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => !(key in overrides)));
  return { ...overrides, ...rest } as RedemptionPrizeInfo;
};

export const prizeInfoSamples = {
  claimable: base,
  notReached: sample({ isReach: false, totalVolume: 42.5 }),
  fullyRedeemed: sample({ isFullyRedeem: true }),
  ended: sample({ isEndExchange: true, resetTime: instant('2026-11-01T00:00:00.000Z') }),
  /** The service has not flagged the end yet, but its clock is past the reset. */
  windowClosed: sample({ resetTime: instant('2026-12-09T00:00:00.000Z') }),
  submitted: sample({ isSubmit: true }),
  noGifts: sample({ gifts: {} }),
} satisfies Record<string, RedemptionPrizeInfo>;

const loaded = (output: PrizeInfoResult) => ({ type: 'xstate.done.actor.loadPrizeInfo', output }) as never;

/** The events the model-based tests offer: every loader outcome, opening and closing the claim modal, Try again. */
export const redemptionModelEvents = [
  loaded(prizeInfoSamples.claimable),
  loaded(prizeInfoSamples.notReached),
  loaded(prizeInfoSamples.fullyRedeemed),
  loaded(prizeInfoSamples.ended),
  loaded(prizeInfoSamples.windowClosed),
  loaded(prizeInfoSamples.submitted),
  loaded(prizeInfoSamples.noGifts),
  loaded(false),
  { type: 'xstate.error.actor.loadPrizeInfo', error: new Error('offline') } as never,
  { type: 'claim.opened' } as const,
  { type: 'claim.closed' } as const,
  { type: 'retry' } as const,
];

/** The model's input: round 2 ended with its claim open (at `sampleNow`), round 3 in play. */
export const redemptionModelInput = { rounds: claimRoundsSamples.round3Running, now: () => sampleNow };

/** Past one reload the graph only repeats itself. */
export const redemptionStopWhen = (snapshot: {
  matches: (value: { shown: 'refreshing' }) => boolean;
  context: { facts: { isSubmit: boolean } | null };
}) => snapshot.matches({ shown: 'refreshing' }) && snapshot.context.facts?.isSubmit === true;
