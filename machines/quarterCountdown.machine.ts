import { assign, setup } from 'xstate';

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

export interface QuarterCountdownInput {
  /** The Overall end time of the selected quarter (activity time response, §3), in ms since the epoch. */
  endsAt: number;
  quarter: Quarter;
  /** The time when the countdown starts, in ms since the epoch. */
  now: number;
}

export type QuarterCountdownEvent =
  /** The page became visible again: a throttled background tab's ticks have fallen behind real time. */
  { type: 'clock.synced'; now: number };

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

/**
 * §4 client event countdown: counts down to the Overall end time of the selected quarter, one tick a
 * second through XState's clock, and is expired from the start when the quarter's end date has passed.
 */
export const quarterCountdownMachine = setup({
  types: {
    context: {} as { endsAt: number; quarter: Quarter; now: number },
    input: {} as QuarterCountdownInput,
    events: {} as QuarterCountdownEvent,
  },
  guards: {
    isOver: ({ context }) => context.now >= context.endsAt || hasQuarterEnded(context.quarter, context.now),
  },
  actions: {
    tick: assign({ now: ({ context }) => context.now + SECOND_MS }),
    sync: assign({ now: ({ event }) => event.now }),
  },
  delays: { oneSecond: SECOND_MS },
}).createMachine({
  id: 'quarterCountdown',
  context: ({ input }) => ({ endsAt: input.endsAt, quarter: input.quarter, now: input.now }),
  initial: 'counting',
  states: {
    counting: {
      tags: ['running'],
      always: { guard: 'isOver', target: 'expired' },
      after: { oneSecond: { target: 'counting', reenter: true, actions: 'tick' } },
      on: { 'clock.synced': { target: 'counting', reenter: true, actions: 'sync' } },
    },
    expired: { type: 'final' },
  },
});
