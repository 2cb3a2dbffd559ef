import { assign, fromPromise, setup } from 'xstate';
import type { RedemptionPrizeInfo } from '../contract/redemption';
import { claimRounds, type RoundStanding } from './roundPhases';

export interface RedemptionInput {
  /** Every round with the service's status of it: the banner's round is chosen from them. */
  rounds: readonly RoundStanding[];
  /** The service's clock, in epoch ms: days left and the claim window follow it, never the device's. */
  now: () => number;
}

/** What the loader resolves with: the prize info, or `false` when the person has no enrolment in the round. */
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
 * §4: whole days from today to the reset, today included, at least 0. Days are UTC days (§3 times
 * show in UTC+0): a reset later today leaves 1 day, one at tomorrow's midnight also 1, one already past 0.
 */
export function daysLeft(resetAt: number, now: number): number {
  if (resetAt <= now) return 0;
  const today = new Date(now);
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.ceil((resetAt - startOfToday) / dayMs);
}

const hasGifts = (facts: RedemptionPrizeInfo) => Object.keys(facts.gifts).length > 0;
/** INTERPRETATIONS: the claim window runs until the round's `resetTime`, on the service's clock. */
const windowOpen = (facts: RedemptionPrizeInfo, now: number) => now < facts.resetTime;
/**
 * INTERPRETATIONS: an ended round keeps the banner while its gift was won and its claim is open, even after
 * the next round started; otherwise the banner is the round in play's.
 */
export const holdsOpenClaim = (facts: RedemptionPrizeInfo, now: number): boolean =>
  hasGifts(facts) && facts.isReach && !facts.isEndExchange && windowOpen(facts, now);

export interface RedemptionContext {
  now: () => number;
  /** The ended round whose claim may still be open, and the round in play (running or next). */
  candidates: { previous: number | null; current: number | null };
  /** The round the banner is about, once chosen. */
  round: number | null;
  facts: RedemptionPrizeInfo | null;
  daysLeft: number;
  percent: number;
  volumeLeft: number;
}

type Loaded = { output: PrizeInfoResult };
const factsOf = (event: Loaded): RedemptionPrizeInfo | null => event.output || null;

/**
 * Chooses the round the banner is about and loads its prize info: the first load and a retry after a failure
 * walk the same steps. A failed call fails the banner rather than falling back to another round, whose gift
 * would then be shown as if the won one did not exist.
 */
const findingTheRound = {
  initial: 'choosingRound',
  states: {
    choosingRound: {
      meta: {
        description: 'Picks which rounds to ask about: the latest ended round first, then the round in play.',
      },
      always: [
        { guard: 'hasPrevious', target: 'loadingPrevious' },
        { guard: 'hasCurrent', target: 'loadingCurrent' },
        { target: '#redemption.hidden' },
      ],
    },
    loadingPrevious: {
      meta: {
        description:
          'Asks about the gift of the round that ended last: if it was won and its claim is still open, the banner is about it.',
      },
      invoke: {
        id: 'loadPrizeInfo',
        src: 'loadPrizeInfo',
        input: ({ context }: { context: RedemptionContext }) => ({ round: context.candidates.previous! }),
        onDone: [
          { guard: 'previousHoldsClaim', target: '#redemption.deciding', actions: 'takePrevious' },
          { guard: 'hasCurrent', target: 'loadingCurrent' },
          { target: '#redemption.hidden' },
        ],
        onError: '#redemption.failed',
      },
    },
    loadingCurrent: {
      meta: { description: 'Asks about the gift of the round in play.' },
      invoke: {
        id: 'loadPrizeInfo',
        src: 'loadPrizeInfo',
        input: ({ context }: { context: RedemptionContext }) => ({ round: context.candidates.current! }),
        onDone: { target: '#redemption.deciding', actions: 'takeCurrent' },
        onError: '#redemption.failed',
      },
    },
  },
} as const;

/**
 * The prize redemption banner (§4): chooses the round whose gift it is about (an ended round with a won gift
 * and an open claim first, then the round in play), hides unless its prize info has gifts, then shows one
 * claimability state. Opening the claim modal and closing it again reloads the prize info, since the person
 * may have just submitted their address.
 */
export const redemptionMachine = setup({
  types: {
    context: {} as RedemptionContext,
    input: {} as RedemptionInput,
    events: {} as { type: 'claim.opened' } | { type: 'claim.closed' } | { type: 'retry' },
  },
  actors: {
    loadPrizeInfo: fromPromise<PrizeInfoResult, { round: number }>(async () => {
      throw new Error('redemption: the `loadPrizeInfo` actor was not provided');
    }),
  },
  actions: {
    takePrevious: assign({
      round: ({ context }) => context.candidates.previous,
      facts: ({ event }) => factsOf(event as unknown as Loaded),
    }),
    takeCurrent: assign({
      round: ({ context }) => context.candidates.current,
      facts: ({ event }) => factsOf(event as unknown as Loaded),
    }),
    decide: assign(({ context }) => {
      const facts = context.facts;
      if (!facts) return {};
      return {
        daysLeft: daysLeft(facts.resetTime, context.now()),
        percent: progressPercent(facts.totalVolume, facts.standardVolume),
        volumeLeft: volumeLeft(facts.totalVolume, facts.standardVolume),
      };
    }),
  },
  guards: {
    hasPrevious: ({ context }) => context.candidates.previous !== null,
    hasCurrent: ({ context }) => context.candidates.current !== null,
    previousHoldsClaim: ({ context, event }) => {
      const facts = factsOf(event as unknown as Loaded);
      return facts !== null && holdsOpenClaim(facts, context.now());
    },
    lacksGifts: ({ context }) => context.facts === null || !hasGifts(context.facts),
    isSubmitted: ({ context }) => context.facts!.isSubmit,
    isExchangeEnded: ({ context }) => context.facts!.isEndExchange,
    isWindowClosed: ({ context }) => !windowOpen(context.facts!, context.now()),
    isNotReached: ({ context }) => !context.facts!.isReach,
    isFullyRedeemed: ({ context }) => context.facts!.isFullyRedeem,
  },
}).createMachine({
  meta: {
    description: 'The redemption banner: the gift of the round in play and whether the person can claim it.',
  },
  id: 'redemption',
  context: ({ input }) => ({
    now: input.now,
    candidates: claimRounds(input.rounds),
    round: null,
    facts: null,
    daysLeft: 0,
    percent: 0,
    volumeLeft: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      meta: {
        description: 'Finds the round the banner is about and loads its prize info. Nothing is shown yet.',
      },
      ...findingTheRound,
    },
    failed: {
      tags: 'failed',
      meta: {
        description:
          'The prize info could not be loaded: the banner says so in place of the gifts and offers Try again.',
      },
      on: { retry: 'retrying' },
    },
    retrying: {
      tags: ['loading', 'retrying'],
      meta: {
        description:
          'Try again was pressed: the prize info is loading again while the failure notice stays, its button busy.',
      },
      ...findingTheRound,
    },
    deciding: {
      meta: { description: 'Decides, on the service’s clock, whether and how the gift can be claimed.' },
      entry: 'decide',
      always: [
        { guard: 'lacksGifts', target: 'hidden' },
        { guard: 'isSubmitted', target: 'shown.submitted' },
        { guard: 'isExchangeEnded', target: 'shown.exchangeEnded' },
        { guard: 'isWindowClosed', target: 'shown.windowClosed' },
        { guard: 'isNotReached', target: 'shown.notReached' },
        { guard: 'isFullyRedeemed', target: 'shown.fullyRedeemed' },
        { target: 'shown.claimable' },
      ],
    },
    hidden: {
      meta: {
        description: 'No banner: no round has gifts to show.',
      },
    },
    shown: {
      initial: 'claimable',
      meta: { description: 'The banner shows the round’s gifts.' },
      states: {
        claimable: {
          tags: ['claimable', 'targetReached', 'daysLeft'],
          meta: {
            description:
              'Target reached, gifts in stock, claim window open: the Claim gift button is enabled.',
          },
          on: { 'claim.opened': 'claiming' },
        },
        notReached: {
          tags: ['daysLeft'],
          meta: {
            description:
              'The trading volume is below the target: the volume still needed shows and the button is disabled.',
          },
        },
        fullyRedeemed: {
          tags: ['targetReached', 'daysLeft'],
          meta: {
            description:
              'Target reached but every gift has been claimed: the button is disabled with a notice.',
          },
        },
        exchangeEnded: {
          tags: ['redemptionOver'],
          meta: { description: 'The service says the redemption period has ended: the button is disabled.' },
        },
        windowClosed: {
          tags: ['redemptionOver'],
          meta: {
            description:
              'The service’s clock has passed the round’s reset time: the redemption period has ended and the button is disabled.',
          },
        },
        submitted: {
          tags: ['submitted', 'daysLeft'],
          meta: {
            description:
              'An address was submitted: a success message and a Check my claim link replace the progress and the button.',
          },
          on: { 'claim.opened': 'reviewingClaim' },
        },
        claiming: {
          tags: ['claimable', 'targetReached', 'daysLeft'],
          meta: { description: 'The claim modal is open with the address form.' },
          on: { 'claim.closed': 'refreshing' },
        },
        reviewingClaim: {
          tags: ['submitted', 'daysLeft'],
          meta: { description: 'The claim modal is open with the submitted address, read-only.' },
          on: { 'claim.closed': 'refreshing' },
        },
        refreshing: {
          tags: 'busy',
          meta: { description: 'The modal closed: the prize info of the banner’s round is reloading.' },
          invoke: {
            id: 'loadPrizeInfo',
            src: 'loadPrizeInfo',
            input: ({ context }) => ({ round: context.round! }),
            // A failed reload keeps what was known: the banner must not vanish under the person.
            onDone: {
              target: '#redemption.deciding',
              actions: assign({ facts: ({ context, event }) => factsOf(event) ?? context.facts }),
            },
            onError: '#redemption.deciding',
          },
        },
      },
    },
  },
});
