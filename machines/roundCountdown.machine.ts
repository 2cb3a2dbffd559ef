import { assign, fromPromise, setup } from 'xstate';
import { ActivityStatus, type RoundDetails, type RoundInfo } from '../contract/contest';
import { phaseTags, roundOf, type CountdownPhase, type CountdownSnapshot } from './countdownPhase';

// The phase helpers live apart so that code loaded later (the round calendar) reads them without this machine.
export { phaseOf, phaseTags, roundOf, type CountdownPhase } from './countdownPhase';

/** What the round-details loader answers: the details and the time they were read at. */
export interface RoundDetailsSnapshot {
  details: RoundDetails;
  /** Epoch milliseconds when the answer arrived; the countdown counts from it. */
  now: number;
}

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

/** Epoch milliseconds the countdown reaches zero at, or `null` once the contest has ended. */
export function countdownTarget(details: RoundDetails): number | null {
  switch (countdownPhase(details)) {
    case 'notStarted':
      return details.currentRound.matchStartTime;
    case 'ongoing':
      return details.currentRound.matchEndTime;
    case 'betweenRounds':
      return details.nextRound!.matchStartTime;
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
  const start = round.matchStartTime;
  const length = round.matchEndTime - start;
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

/**
 * Issue 16: the moments the countdown's polite live region says, each when it passes while the page is open
 * (never on load): 1 day, 1 hour and 10 minutes left, a round started, a round ended.
 */
export type CountdownMilestone =
  'oneDayLeft' | 'oneHourLeft' | 'tenMinutesLeft' | 'roundStarted' | 'roundEnded';

const timeLeftMarks = [
  ['oneDayLeft', 86_400_000],
  ['oneHourLeft', 3_600_000],
  ['tenMinutesLeft', 600_000],
] as const;
type TimeLeftMilestone = (typeof timeLeftMarks)[number][0];

/** The last mark of time left passed going from `beforeMs` to `afterMs` left, or `null` (none, or going back). */
export function crossedMark(beforeMs: number, afterMs: number): TimeLeftMilestone | null {
  let crossed: TimeLeftMilestone | null = null;
  for (const [milestone, mark] of timeLeftMarks) if (beforeMs > mark && afterMs <= mark) crossed = milestone;
  return crossed;
}

export interface RoundCountdownInput {
  /**
   * Round details the page already has (the race page reads them with the person's accounts): the countdown
   * counts from them at once, in its first render, and asks the service only when it reaches zero.
   */
  known?: RoundDetailsSnapshot;
}

export interface RoundCountdownContext {
  details: RoundDetails | null;
  /** The countdown's clock, epoch milliseconds: set by each load, advanced by each 1 s tick. */
  now: number;
}

export type RoundCountdownEvent =
  | { type: 'retry' }
  /** The page was hidden (timers throttled) and shows again: read the wall clock anew. */
  | { type: 'clock.synced'; now: number };

const ONE_SECOND = 1000;

/** Milliseconds left on a snapshot's clock; zero once reached or after the contest. */
export function remainingMsOf({ context }: CountdownSnapshot): number {
  return Math.max(0, timeLeft(context.details, context.now));
}

const timeLeft = (details: RoundDetails | null, now: number) => {
  const target = details ? countdownTarget(details) : null;
  return target === null ? 0 : target - now;
};

const milestoneTag = 'milestone.';

/** The milestone a snapshot's live region says, read from its tags; `null` when it says nothing. */
export function milestoneOf(snapshot: { tags: Set<string> }): CountdownMilestone | null {
  for (const tag of snapshot.tags)
    if (tag.startsWith(milestoneTag)) return tag.slice(milestoneTag.length) as CountdownMilestone;
  return null;
}

/** The round a milestone is about: the round that ended, or else the round the countdown is about. */
export function milestoneRoundOf(snapshot: CountdownSnapshot & { tags: Set<string> }): RoundInfo | null {
  return snapshot.hasTag(milestoneTag + 'roundEnded')
    ? (snapshot.context.details?.currentRound ?? null)
    : roundOf(snapshot);
}

/** Whole percent of the progress track a snapshot has covered. */
export function trackPercentOf({ context }: CountdownSnapshot): number {
  return context.details ? Math.floor(trackPercent(context.details, context.now)) : 0;
}

/**
 * A state's `meta: { description }`, passed as an object literal so that a build without the QA inspector
 * leaves the sentence out (src/app/inspector/vitePlugin.ts), as it does for a state written in place.
 */
type Described = { meta?: { description: string } };

/** A state that counts down a second at a time; a mark of time left passed moves to the milestone's state. */
const tickingState = (self: string, described: Described, milestone?: CountdownMilestone) => ({
  ...described,
  tags: milestone ? ['ticking', milestoneTag + milestone] : ['ticking'],
  after: {
    tick: [
      { guard: 'reachesZero' as const, target: 'refreshing', actions: 'advanceClock' as const },
      ...timeLeftMarks.map(([mark]) => ({
        guard: { type: 'passes' as const, params: { mark } },
        target: mark,
        reenter: true,
        actions: 'advanceClock' as const,
      })),
      { target: self, reenter: true, actions: 'advanceClock' as const },
    ],
  },
});

/** The refreshed details lead to `state`, when their phase is `to`; a round started or ended there is said. */
const afterRefresh = (state: string, to?: CountdownPhase) => ({
  ...(to ? { guard: { type: 'answerIs' as const, params: { phase: to } } } : {}),
  target: `#roundCountdown.counting.${state}`,
  actions: {
    type: 'storeDetails' as const,
    params: ({ event }: { event: { output: RoundDetailsSnapshot } }) => event.output,
  },
});

/**
 * One ticking phase: a second at a time until zero, then the last figures stay on screen (still in this
 * phase) while the service tells what comes next. Marks of time left passed on the way are said once each,
 * and so is the round's start or end that led here (`arrival`).
 */
const tickingPhase = (
  phase: Exclude<CountdownPhase, 'ended'>,
  described: Described,
  ticking: Described,
  arrival?: { milestone: CountdownMilestone } & Described,
) => ({
  ...described,
  tags: [phaseTags[phase]],
  initial: 'ticking' as const,
  states: {
    ticking: tickingState('ticking', ticking),
    ...(arrival ? { [arrival.milestone]: tickingState(arrival.milestone, arrival, arrival.milestone) } : {}),
    oneDayLeft: tickingState(
      'oneDayLeft',
      {
        meta: { description: 'One day left has passed while the page was open; the page says so politely.' },
      },
      'oneDayLeft',
    ),
    oneHourLeft: tickingState(
      'oneHourLeft',
      {
        meta: { description: 'One hour left has passed while the page was open; the page says so politely.' },
      },
      'oneHourLeft',
    ),
    tenMinutesLeft: tickingState(
      'tenMinutesLeft',
      {
        meta: {
          description: 'Ten minutes left have passed while the page was open; the page says so politely.',
        },
      },
      'tenMinutesLeft',
    ),
    refreshing: {
      tags: ['refreshing'],
      meta: {
        description:
          'The clock has reached zero; it shows 00:00:00:00 while the service is asked what comes next.',
      },
      invoke: {
        id: 'refreshRoundDetails',
        src: 'loadRoundDetails' as const,
        // Out of a countdown to a start, the round started when the service says it is under way; out of a
        // countdown to an end, it ended when the service says anything else.
        onDone:
          phase === 'ongoing'
            ? [
                afterRefresh('betweenRounds.roundEnded', 'betweenRounds'),
                afterRefresh('ended.roundEnded', 'ended'),
                afterRefresh('routing'),
              ]
            : [afterRefresh('ongoing.roundStarted', 'ongoing'), afterRefresh('routing')],
        onError: '#roundCountdown.failed',
      },
    },
  },
});

/**
 * The round countdown and progress of §4. Round details come from the `loadRoundDetails` actor
 * (provided by the feature): once at start, and again whenever the countdown reaches zero, so the
 * service — not the browser — decides what the next state is. Each load carries the service's "now";
 * between loads the countdown's own clock advances one second per tick of XState's clock, and
 * `clock.synced` sets it to the service's time again (a hidden tab, a clock learnt from an answer).
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
    hasDetails: ({ context }) => context.details !== null,
    isNotStarted: ({ context }) => !!context.details && countdownPhase(context.details) === 'notStarted',
    isOngoing: ({ context }) => !!context.details && countdownPhase(context.details) === 'ongoing',
    isBetweenRounds: ({ context }) =>
      !!context.details && countdownPhase(context.details) === 'betweenRounds',
    /** The coming tick takes the countdown to zero (or it is already there, the service not yet agreeing). */
    reachesZero: ({ context }) => {
      const target = context.details ? countdownTarget(context.details) : null;
      return target !== null && target - context.now <= ONE_SECOND;
    },
    /**
     * The coming tick passes a mark of time left. (A clock synced past a mark, as a hidden tab shows again,
     * says nothing: the time it would name has gone by.)
     */
    passes: ({ context }, { mark }: { mark: TimeLeftMilestone }) => {
      const left = timeLeft(context.details, context.now);
      return crossedMark(left, left - ONE_SECOND) === mark;
    },
    /** The refreshed round details put the countdown in `phase`. */
    answerIs: ({ event }, { phase }: { phase: CountdownPhase }) =>
      countdownPhase((event as unknown as { output: RoundDetailsSnapshot }).output.details) === phase,
  },
  delays: { tick: ONE_SECOND },
}).createMachine({
  meta: { description: 'The countdown of the round in play: the time left until the round starts or ends.' },
  id: 'roundCountdown',
  context: ({ input }) => ({
    details: input.known?.details ?? null,
    now: input.known?.now ?? 0,
  }),
  initial: 'opening',
  states: {
    opening: {
      meta: {
        description:
          "A moment's decision: round times the page already has are shown at once; otherwise they are read.",
      },
      always: [{ guard: 'hasDetails', target: 'counting' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      meta: { description: 'The round times are being read from the service; a placeholder shows.' },
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
      meta: { description: 'The round times could not be read; a notice offers "Try again" in place.' },
      on: { retry: 'loading' },
    },
    counting: {
      meta: { description: 'The round times are known and shown.' },
      on: { 'clock.synced': { actions: assign({ now: ({ event }) => event.now }) } },
      initial: 'routing',
      states: {
        routing: {
          meta: { description: "A moment's decision: which phase the service's round status puts us in." },
          always: [
            { guard: 'isNotStarted', target: 'notStarted' },
            { guard: 'isOngoing', target: 'ongoing' },
            { guard: 'isBetweenRounds', target: 'betweenRounds' },
            { target: 'ended' },
          ],
        },
        notStarted: tickingPhase(
          'notStarted',
          {
            meta: {
              description:
                'The round has not started: "Yet to start", "Round N starts in" and the time to its start.',
            },
          },
          { meta: { description: "Counting down to the round's start, one second at a time." } },
        ),
        ongoing: tickingPhase(
          'ongoing',
          {
            meta: {
              description: 'The round is under way: "Ongoing", "Round N ends in" and the time to its end.',
            },
          },
          { meta: { description: "Counting down to the round's end, one second at a time." } },
          {
            milestone: 'roundStarted',
            meta: { description: 'The round started while the page was open; the page says so politely.' },
          },
        ),
        betweenRounds: tickingPhase(
          'betweenRounds',
          {
            meta: {
              description:
                'A round has ended and the next is to come: "Yet to start", "Round N+1 starts in" and the time to it.',
            },
          },
          { meta: { description: "Counting down to the next round's start, one second at a time." } },
          {
            milestone: 'roundEnded',
            meta: { description: 'The round ended while the page was open; the page says so politely.' },
          },
        ),
        /** §4: after the last round — the end title and a full progress track; nothing ticks. */
        ended: {
          tags: [phaseTags.ended],
          meta: { description: 'After the last round: "The contest has ended", no clock, the track full.' },
          initial: 'quiet',
          states: {
            quiet: { meta: { description: 'The page opened after the contest ended; nothing is said.' } },
            roundEnded: {
              tags: [milestoneTag + 'roundEnded'],
              meta: {
                description: 'The last round ended while the page was open; the page says so politely.',
              },
            },
          },
        },
      },
    },
  },
});
