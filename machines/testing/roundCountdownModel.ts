import { roundCountdownMachine } from '../roundCountdown.machine';
import { delayedEventTypes } from './modelPaths';
import { ActivityStatus, type ActivityStatus as Status, type RoundDetails } from '../../contract/contest';

/** A fixed instant the round fixtures are laid out around: 1 Nov 2026, 00:00 UTC. */
export const T0 = Date.UTC(2026, 10, 1);

/** When round 2 of `roundFixtures.dayAway` starts: one day and one second after T0. */
export const DAY_AWAY_START = T0 + 86_401_000;

// Status first (and `nextRound: null` first after the last round): the generated paths are named after
// the first 60 characters of each answer, which must tell the fixtures apart.
const round = (matchRounds: number, status: Status, startMs: number, endMs: number) => ({
  activityStatus: status,
  matchRounds,
  matchStartTime: startMs,
  matchEndTime: endMs,
});

/**
 * Round details in each §4 status, with boundaries a few seconds from `T0` so a countdown crosses
 * them in a handful of ticks. Four rounds; the countdown is about round 2 unless said otherwise.
 */
export const roundFixtures = {
  /** Status 0: round 2 starts 2 s after T0. */
  notStarted: {
    currentRound: round(2, ActivityStatus.NOT_STARTED, T0 + 2_000, T0 + 6_000),
    nextRound: round(3, ActivityStatus.NOT_STARTED, T0 + 8_000, T0 + 12_000),
    totalRounds: 4,
  },
  /** Status 1: round 2 is half way and ends 2 s after T0. */
  ongoing: {
    currentRound: round(2, ActivityStatus.ONGOING, T0 - 2_000, T0 + 2_000),
    nextRound: round(3, ActivityStatus.NOT_STARTED, T0 + 4_000, T0 + 8_000),
    totalRounds: 4,
  },
  /** Status 2 with a next round: round 3 starts 2 s after T0. */
  betweenRounds: {
    currentRound: round(2, ActivityStatus.FINISHED, T0 - 6_000, T0 - 2_000),
    nextRound: round(3, ActivityStatus.NOT_STARTED, T0 + 2_000, T0 + 6_000),
    totalRounds: 4,
  },
  /** Status 2 after the last round: the end state. */
  ended: {
    nextRound: null,
    currentRound: round(4, ActivityStatus.FINISHED, T0 - 10_000, T0 - 2_000),
    totalRounds: 4,
  },
  /**
   * Status 0, round 2 starting one day and a second after T0: the first tick passes the one-day mark.
   * (Total first, so that its path names differ from `notStarted`'s.)
   */
  dayAway: {
    totalRounds: 4,
    currentRound: round(2, ActivityStatus.NOT_STARTED, DAY_AWAY_START, DAY_AWAY_START + 86_400_000),
    nextRound: round(
      3,
      ActivityStatus.NOT_STARTED,
      DAY_AWAY_START + 2 * 86_400_000,
      DAY_AWAY_START + 3 * 86_400_000,
    ),
  },
  /** Status 1 in round 1, which Japanese and Indonesian users do not see numbered (§4). */
  firstRoundOngoing: {
    currentRound: round(1, ActivityStatus.ONGOING, T0 - 2_000, T0 + 2_000),
    nextRound: round(2, ActivityStatus.NOT_STARTED, T0 + 4_000, T0 + 8_000),
    totalRounds: 4,
  },
} satisfies Record<string, RoundDetails>;

/** What each of `roundFixtures` says, as a tester sets it up on the sandbox's clock. */
export const roundFixtureWords: Record<keyof typeof roundFixtures, string> = {
  notStarted: 'round 2 has not started and starts in 2 seconds',
  ongoing: 'round 2 is under way and ends in 2 seconds',
  betweenRounds: 'round 2 has ended and round 3 starts in 2 seconds',
  ended: 'the last round, 4, has ended',
  dayAway: 'round 2 starts in 1 day and 1 second',
  firstRoundOngoing: 'round 1 is under way and ends in 2 seconds',
};

/** The rounds' dates a load or a refresh answers, in a tester's words. */
export const roundDetailsWords = (event: { output?: { details?: unknown } }) => {
  const name = (Object.keys(roundFixtures) as Array<keyof typeof roundFixtures>).find(
    (key) => roundFixtures[key] === event.output?.details,
  );
  return name ? roundFixtureWords[name] : 'dates not in the fixtures';
};

/**
 * The clock's tick (one delayed event per ticking state) where a round starts or ends: enough to reach each
 * refresh and what it announces, while the graph stays small.
 */
export const roundCountdownTicks = delayedEventTypes(roundCountdownMachine).filter((type) =>
  /\.(notStarted|ongoing)\.ticking$/.test(type),
);

const answers = [
  ...Object.values(roundFixtures)
    .filter((details) => details !== roundFixtures.firstRoundOngoing)
    .map((details) => ({
      type: 'xstate.done.actor.loadRoundDetails' as const,
      output: { details, now: T0 },
    })),
  { type: 'xstate.error.actor.loadRoundDetails' as const, error: new Error('offline') },
  {
    type: 'xstate.done.actor.refreshRoundDetails' as const,
    output: { details: roundFixtures.ongoing, now: T0 + 2_000 },
  },
  {
    type: 'xstate.done.actor.refreshRoundDetails' as const,
    output: { details: roundFixtures.betweenRounds, now: T0 + 2_000 },
  },
  {
    type: 'xstate.done.actor.refreshRoundDetails' as const,
    output: { details: roundFixtures.ended, now: T0 + 2_000 },
  },
  { type: 'xstate.error.actor.refreshRoundDetails' as const, error: new Error('offline') },
  { type: 'retry' as const },
  ...roundCountdownTicks.map((type) => ({ type })),
];

/**
 * The service's time learnt again (a hidden tab shown, a new offset) half a second before one hour and ten
 * minutes are left until `dayAway`'s round starts, so that the next tick passes the mark: offered only with
 * that answer, the only one far enough from its start.
 */
const syncs = [
  { type: 'clock.synced' as const, now: DAY_AWAY_START - 3_600_500 },
  { type: 'clock.synced' as const, now: DAY_AWAY_START - 600_500 },
];

/**
 * Sample events for the model-based tests. What the service may answer: each §4 status, read at T0 on the
 * first load and 2 s later on a refresh; the clock's ticks; and, for `dayAway`, the clock synced to just before a mark.
 */
export const roundCountdownModelEvents = (snapshot: {
  context: { details: { currentRound: { matchStartTime: number } } | null };
}) =>
  (snapshot.context.details?.currentRound.matchStartTime === DAY_AWAY_START
    ? [...answers, ...syncs]
    : answers) as never[];

/**
 * Keeps the graph finite: the clock never needs to run past the fixtures' last boundary, but for the one tick
 * from each sync point, which passes a mark.
 */
export const roundCountdownStopWhen = (snapshot: { context: { now: number } }) =>
  snapshot.context.now > T0 + 4_000 && !syncs.some((sync) => sync.now === snapshot.context.now);
