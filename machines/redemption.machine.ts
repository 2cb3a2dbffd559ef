import { assign, fromPromise, setup } from 'xstate';
import type { RedemptionPrizeInfo } from '../contract/redemption';

export interface RedemptionInput {
  /** The round whose gifts are redeemed: the current `matchRounds` (§7 "prize info"). */
  round: number;
}

/** What the loader resolves with: the prize info, or `false` when the API helper failed (it has logged why). */
export type PrizeInfoResult = RedemptionPrizeInfo | false;

const dayMs = 24 * 60 * 60 * 1000;

/** §4: totalVolume / standardVolume as a percentage, capped at 100 (a zero target counts as reached). */
export function progressPercent(totalVolume: number, standardVolume: number): number {
  if (standardVolume <= 0) return 100;
  return Math.min(100, Math.max(0, (totalVolume / standardVolume) * 100));
}

/** The trading volume still needed to reach the target, never negative. */
export function volumeLeft(totalVolume: number, standardVolume: number): number {
  return Math.max(0, standardVolume - totalVolume);
}

/**
 * §4: whole days from today to `resetTime`, today included, at least 0. Days are UTC days (§3 times
 * show in UTC+0): a reset later today leaves 1 day, one at tomorrow's midnight also 1, one already past 0.
 */
export function daysLeft(resetTime: string, now: Date): number {
  const reset = Date.parse(resetTime);
  if (Number.isNaN(reset) || reset <= now.getTime()) return 0;
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.ceil((reset - startOfToday) / dayMs);
}

export const hasGifts = (info: RedemptionPrizeInfo | null): info is RedemptionPrizeInfo =>
  info !== null && Object.keys(info.gifts).length > 0;

/** §4: the claim button is enabled only when not fully redeemed, exchange not ended and target reached. */
export const canClaim = (info: RedemptionPrizeInfo): boolean =>
  info.isFullyRedeem === 0 && info.isEndExchange === 0 && info.isReach === 1;

/**
 * The prize redemption banner (§4): hidden until prize info with gifts loads (a failure leaves it
 * hidden); then claimable, locked or already submitted. Opening the claim modal and closing it again
 * reloads the prize info, since the person may have just submitted their address.
 */
export const redemptionMachine = setup({
  types: {
    context: {} as { round: number; prizeInfo: RedemptionPrizeInfo | null },
    input: {} as RedemptionInput,
    events: {} as { type: 'claim.opened' } | { type: 'claim.closed' },
  },
  actors: {
    loadPrizeInfo: fromPromise<PrizeInfoResult, { round: number }>(async () => {
      throw new Error('redemption: the `loadPrizeInfo` actor was not provided');
    }),
  },
  guards: {
    lacksGifts: ({ context }) => !hasGifts(context.prizeInfo),
    isSubmitted: ({ context }) => context.prizeInfo?.isSubmit === 1,
    canClaim: ({ context }) => context.prizeInfo !== null && canClaim(context.prizeInfo),
  },
}).createMachine({
  id: 'redemption',
  context: ({ input }) => ({ round: input.round, prizeInfo: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPrizeInfo',
        src: 'loadPrizeInfo',
        input: ({ context }) => ({ round: context.round }),
        onDone: {
          target: 'deciding',
          actions: assign({ prizeInfo: ({ event }) => event.output || null }),
        },
        onError: 'hidden',
      },
    },
    deciding: {
      always: [
        { guard: 'lacksGifts', target: 'hidden' },
        { guard: 'isSubmitted', target: 'shown.submitted' },
        { guard: 'canClaim', target: 'shown.claimable' },
        { target: 'shown.locked' },
      ],
    },
    hidden: {},
    shown: {
      initial: 'locked',
      states: {
        claimable: { on: { 'claim.opened': 'claiming' } },
        locked: {},
        /** The check-claim link replaces the button; it opens the same modal, read-only. */
        submitted: { on: { 'claim.opened': 'claiming' } },
        claiming: { on: { 'claim.closed': 'refreshing' } },
        refreshing: {
          tags: 'busy',
          invoke: {
            id: 'loadPrizeInfo',
            src: 'loadPrizeInfo',
            input: ({ context }) => ({ round: context.round }),
            // A failed reload keeps what was known: the banner must not vanish under the person.
            onDone: {
              target: '#redemption.deciding',
              actions: assign({ prizeInfo: ({ context, event }) => event.output || context.prizeInfo }),
            },
            onError: '#redemption.deciding',
          },
        },
      },
    },
  },
});
