import { assign, fromPromise, setup } from 'xstate';
import { ActivityStatus, type RoundDetails, type RoundInfo } from '../contract/contest';

/** The screen-size names of the design system's breakpoints (§9), passed in by the feature. */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

/** §9: progress dots by screen size — 15 (xs/sm, and below xs), 30 (md/lg), 35 (xl), 50 larger. */
export function progressDotCount(size: ScreenSize | undefined): number {
  switch (size) {
    case 'md':
    case 'lg':
      return 30;
    case 'xl':
      return 35;
    case 'xxl':
    case 'xxxl':
      return 50;
    default:
      return 15;
  }
}

/** What the round-details loader answers: the details and the time they were read at. */
export interface RoundDetailsSnapshot {
  details: RoundDetails;
  /** Epoch milliseconds when the answer arrived; the countdown counts from it. */
  now: number;
}

export type CountdownPhase = 'notStarted' | 'ongoing' | 'betweenRounds' | 'ended';

/**
 * §4: status 0 counts down to the current round's start, 1 to its end, 2 to the next round's start;
 * status 2 with no next round is the end of the contest.
 */
export function countdownPhase(details: RoundDetails): CountdownPhase {
  switch (details.currentRound.activityStatus) {
    case ActivityStatus.NOT_STARTED:
      return 'notStarted';
    case ActivityStatus.ONGOING:
      return 'ongoing';
    default:
      return details.nextRound ? 'betweenRounds' : 'ended';
  }
}

/** The round the countdown is about: the next one between rounds, otherwise the current one. */
export function countdownRound(details: RoundDetails): RoundInfo {
  return countdownPhase(details) === 'betweenRounds' && details.nextRound
    ? details.nextRound
    : details.currentRound;
}

/** Epoch milliseconds the countdown reaches zero at, or `null` once the contest has ended. */
export function countdownTarget(details: RoundDetails): number | null {
  switch (countdownPhase(details)) {
    case 'notStarted':
      return Date.parse(details.currentRound.matchStartTime);
    case 'ongoing':
      return Date.parse(details.currentRound.matchEndTime);
    case 'betweenRounds':
      return Date.parse(details.nextRound!.matchStartTime);
    case 'ended':
      return null;
  }
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left; zero once the target has passed. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** §4: percent of a round elapsed = elapsed time / round length, within 0–100. */
export function roundElapsedPercent(round: RoundInfo, now: number): number {
  const start = Date.parse(round.matchStartTime);
  const length = Date.parse(round.matchEndTime) - start;
  if (length <= 0) return now >= start ? 100 : 0;
  return Math.min(100, Math.max(0, ((now - start) / length) * 100));
}

/**
 * §4 progress track: totalRounds + 2 markers — the sign-up start, the start of each round, and a
 * closing tick — so round N runs from marker N to marker N + 1. Returns the share of the whole track
 * covered, 0–100: earlier rounds in full, the current round by its elapsed percent, 100 at the end.
 */
export function trackPercent(details: RoundDetails, now: number): number {
  const segments = details.totalRounds + 1;
  const round = details.currentRound.matchRounds;
  const position = {
    notStarted: round, // at the round's starting line
    ongoing: round + roundElapsedPercent(details.currentRound, now) / 100,
    betweenRounds: round + 1,
    ended: segments,
  }[countdownPhase(details)];
  return Math.min(100, Math.max(0, (position / segments) * 100));
}

export interface RoundCountdownInput {
  /** The screen size when the countdown starts; `screen.changed` updates it. */
  screenSize?: ScreenSize;
}

export interface RoundCountdownContext {
  details: RoundDetails | null;
  /** The countdown's clock, epoch milliseconds: set by each load, advanced by each 1 s tick. */
  now: number;
  dotCount: number;
}

export type RoundCountdownEvent =
  | { type: 'retry' }
  | { type: 'screen.changed'; size: ScreenSize | undefined }
  /** The page was hidden (timers throttled) and shows again: read the wall clock anew. */
  | { type: 'clock.synced'; now: number };

const ONE_SECOND = 1000;

/**
 * The round countdown and progress of §4. Round details come from the `loadRoundDetails` actor
 * (provided by the feature): once at start, and again whenever the countdown reaches zero, so the
 * service — not the browser — decides what the next state is. Between loads the countdown's own
 * clock advances one second per tick of XState's clock.
 */
export const roundCountdownMachine = setup({
  types: {
    context: {} as RoundCountdownContext,
    input: {} as RoundCountdownInput,
    events: {} as RoundCountdownEvent,
  },
  actors: {
    loadRoundDetails: fromPromise<RoundDetailsSnapshot>(() => {
      throw new Error('roundCountdown: the `loadRoundDetails` actor was not provided');
    }),
  },
  actions: {
    storeDetails: assign((_, answer: RoundDetailsSnapshot) => ({ details: answer.details, now: answer.now })),
    advanceClock: assign({ now: ({ context }) => context.now + ONE_SECOND }),
  },
  guards: {
    isNotStarted: ({ context }) => !!context.details && countdownPhase(context.details) === 'notStarted',
    isOngoing: ({ context }) => !!context.details && countdownPhase(context.details) === 'ongoing',
    isBetweenRounds: ({ context }) =>
      !!context.details && countdownPhase(context.details) === 'betweenRounds',
    /** The coming tick takes the countdown to zero (or it is already there, the service not yet agreeing). */
    reachesZero: ({ context }) => {
      const target = context.details ? countdownTarget(context.details) : null;
      return target !== null && target - context.now <= ONE_SECOND;
    },
  },
  delays: { tick: ONE_SECOND },
}).createMachine({
  id: 'roundCountdown',
  context: ({ input }) => ({ details: null, now: 0, dotCount: progressDotCount(input.screenSize) }),
  on: {
    'screen.changed': { actions: assign({ dotCount: ({ event }) => progressDotCount(event.size) }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRoundDetails',
        src: 'loadRoundDetails',
        onDone: {
          target: 'counting',
          actions: { type: 'storeDetails', params: ({ event }) => event.output },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    counting: {
      on: { 'clock.synced': { actions: assign({ now: ({ event }) => event.now }) } },
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: 'isNotStarted', target: 'notStarted' },
            { guard: 'isOngoing', target: 'ongoing' },
            { guard: 'isBetweenRounds', target: 'betweenRounds' },
            { target: 'ended' },
          ],
        },
        notStarted: {
          tags: ['ticking'],
          after: {
            tick: [
              { guard: 'reachesZero', target: 'refreshing', actions: 'advanceClock' },
              { target: 'notStarted', reenter: true, actions: 'advanceClock' },
            ],
          },
        },
        ongoing: {
          tags: ['ticking'],
          after: {
            tick: [
              { guard: 'reachesZero', target: 'refreshing', actions: 'advanceClock' },
              { target: 'ongoing', reenter: true, actions: 'advanceClock' },
            ],
          },
        },
        betweenRounds: {
          tags: ['ticking'],
          after: {
            tick: [
              { guard: 'reachesZero', target: 'refreshing', actions: 'advanceClock' },
              { target: 'betweenRounds', reenter: true, actions: 'advanceClock' },
            ],
          },
        },
        /** Zero reached: the last figures stay on screen while the service tells what comes next. */
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refreshRoundDetails',
            src: 'loadRoundDetails',
            onDone: {
              target: 'routing',
              actions: { type: 'storeDetails', params: ({ event }) => event.output },
            },
            onError: '#roundCountdown.failed',
          },
        },
        /** §4: after the last round — the end title and a full progress track; nothing ticks. */
        ended: {},
      },
    },
  },
});
