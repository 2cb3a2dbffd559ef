import { assign, setup } from 'xstate';
import type { ActivityPeriod, RewardRecord } from '../contract';
import { rewardStateFromStatus } from '../contract/rewards';
import { CLIENT_EVENT_PERIODS } from './periodSelector.machine';

const SECOND_MS = 1000;

/** A calendar quarter, e.g. `{ year: 2025, quarter: 1 }` for January to March 2025. */
export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/** Reads `2025Q1` (the activity period's `activityName`, §3). */
export function parseQuarter(activityName: string): Quarter | undefined {
  const match = /^(\d{4})Q([1-4])$/.exec(activityName);
  if (!match) return undefined;
  return { year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] };
}

/**
 * §4: a quarter runs from 00:00 on its first day to 23:59 on its last (31 Mar, 30 Jun, 30 Sep, 31 Dec),
 * in UTC+0 like every time the site shows. The end is the last millisecond of that 23:59 minute.
 */
export function quarterRange({ year, quarter }: Quarter): { start: number; end: number } {
  const firstMonth = (quarter - 1) * 3;
  return {
    start: Date.UTC(year, firstMonth, 1, 0, 0, 0, 0),
    // Day 0 of the month after the quarter is the quarter's last day.
    end: Date.UTC(year, firstMonth + 3, 0, 23, 59, 59, 999),
  };
}

/** §4: the countdown is already over once the quarter's end date has passed. */
export function hasQuarterEnded(quarter: Quarter, now: number): boolean {
  return now > quarterRange(quarter).end;
}

/** Whole days, hours, minutes and seconds left; all zero once over. */
export function splitRemaining(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / SECOND_MS));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A claim of the period that a person has decided on, or is deciding on (§4 prize status pictures). */
export type ClaimReview = 'reviewing' | 'rejected';

/**
 * The visitor's client-event rewards of one period (`activityRound` is the period's place in the static
 * list, §2), reduced to the claim the page pictures: one under review wins over a rejected one.
 */
export function claimReviewOf(records: readonly RewardRecord[], activityName: string): ClaimReview | null {
  const round = CLIENT_EVENT_PERIODS.findIndex((period) => period.value === activityName) + 1;
  const states = records
    .filter((record) => record.activityType === 'client_event' && record.activityRound === round)
    .map((record) => rewardStateFromStatus('crm_client', record.status));
  if (states.includes('processing')) return 'reviewing';
  if (states.includes('rejected')) return 'rejected';
  return null;
}

export interface ClientEventInput {
  /** The selected period, e.g. `2025Q1` (§3 `activityName`). */
  activityName: string;
  /** `/api/trader/dropdown`: each period's activity times and pending claim. */
  dropdown: readonly ActivityPeriod[];
  /** The signed-in client's client-event rewards; none for anyone else. */
  rewards: readonly RewardRecord[];
  /** The service's clock when the page starts, ms since the epoch (never the device's). */
  now: number;
}

export interface ClientEventContext {
  quarter: Quarter;
  /** The Overall end time (§3, §4), or the quarter's own end when the service did not give one. */
  endsAt: number;
  pendingClaim: boolean;
  claim: ClaimReview | null;
  now: number;
}

export type ClientEventEvent =
  /** The page became visible again, or the service clock moved: read the service's time anew. */
  { type: 'clock.synced'; now: number };

/** The period list's "prize to claim" badge (§3 `isPendingClaim`), read like the machine reads it. */
export function hasPendingClaim(dropdown: readonly ActivityPeriod[], activityName: string): boolean {
  return dropdown.find((period) => period.activityName === activityName)?.isPendingClaim ?? false;
}

function contextFrom(input: ClientEventInput): ClientEventContext {
  const quarter = parseQuarter(input.activityName) ?? { year: 1970, quarter: 1 };
  const entry = input.dropdown.find((period) => period.activityName === input.activityName);
  const overall = entry?.activityTimeList.find((time) => time.type === 'Overall');
  return {
    quarter,
    endsAt: overall?.endTime ?? quarterRange(quarter).end,
    pendingClaim: entry?.isPendingClaim ?? false,
    claim: claimReviewOf(input.rewards, input.activityName),
    now: input.now,
  };
}

/**
 * The one prize status of a period, the same while it runs and once it has ended: a claim under review
 * wins, then a rejected claim, then a prize waiting; with none, `otherwise` (its own state).
 */
function prizeStatusStates<Otherwise extends string>(otherwise: Otherwise, otherwiseState: object) {
  return {
    initial: 'deciding',
    states: {
      deciding: {
        meta: { description: 'Passing moment: the page picks the one prize status of this period.' },
        always: [
          { guard: 'claimReviewing', target: 'reviewing' },
          { guard: 'claimRejected', target: 'rejected' },
          { guard: 'prizePending', target: 'prizeWaiting' },
          { target: otherwise },
        ],
      },
      [otherwise]: otherwiseState,
      prizeWaiting: {
        tags: ['prizeWaiting'],
        meta: {
          description:
            'A prize of this period waits for the visitor (isPendingClaim): "A prize is waiting for you", nothing else about the prize.',
        },
      },
      reviewing: {
        tags: ['reviewing'],
        meta: {
          description:
            'The visitor\'s claim for this period is under review: the hourglass picture, "Your prize is under review", and no "prize is waiting" notice.',
        },
      },
      rejected: {
        tags: ['rejected'],
        meta: {
          description:
            'The visitor\'s claim for this period was rejected: the crossed-out document, "Your prize claim was not approved".',
        },
      },
    },
  } as const;
}

/**
 * §4 client event: the selected quarter's countdown and its one prize status. The quarter is `running`
 * (counting down to its Overall end, one tick a second through XState's clock) or `ended` (its end
 * date or Overall end has passed). Inside either, exactly one prize status: a claim under review wins,
 * then a rejected claim, then a prize waiting; with none, nothing while running and the expired
 * picture once ended. The time comes in as `now` from the service's clock, never the device's.
 */
export const clientEventMachine = setup({
  types: {
    context: {} as ClientEventContext,
    input: {} as ClientEventInput,
    events: {} as ClientEventEvent,
  },
  guards: {
    isOver: ({ context }) => context.now >= context.endsAt || hasQuarterEnded(context.quarter, context.now),
    claimReviewing: ({ context }) => context.claim === 'reviewing',
    claimRejected: ({ context }) => context.claim === 'rejected',
    prizePending: ({ context }) => context.pendingClaim,
  },
  actions: {
    tick: assign({ now: ({ context }) => context.now + SECOND_MS }),
    sync: assign({ now: ({ event }) => event.now }),
  },
  delays: { oneSecond: SECOND_MS },
}).createMachine({
  meta: {
    description:
      "The client event page's prize status for the chosen quarter: the countdown to the quarter's end, then whether a prize waits, is under review or was rejected.",
  },
  id: 'clientEvent',
  context: ({ input }) => contextFrom(input),
  initial: 'running',
  states: {
    running: {
      tags: ['counting'],
      meta: {
        description:
          'The quarter is open: the days, hours, minutes and seconds left until its Overall end (UTC), ticking each second.',
      },
      always: { guard: 'isOver', target: 'ended' },
      after: { oneSecond: { target: 'running', reenter: true, actions: 'tick' } },
      on: { 'clock.synced': { target: 'running', reenter: true, actions: 'sync' } },
      ...prizeStatusStates('noPrize', {
        meta: { description: 'No prize news for this period yet: only the countdown shows.' },
      }),
    },
    ended: {
      meta: {
        description:
          'The quarter is over (its last day at 23:59 UTC, or its Overall end, has passed): no countdown.',
      },
      ...prizeStatusStates('expired', {
        tags: ['expired'],
        meta: {
          description:
            'The quarter is over and there is no prize news: the run-out clock picture, "This period has ended".',
        },
      }),
    },
  },
});
