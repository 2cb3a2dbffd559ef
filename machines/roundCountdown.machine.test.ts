// The rendered paths are in src/features/round-countdown/RoundCountdown.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  countdownParts,
  countdownPhase,
  countdownTarget,
  crossedMark,
  milestoneOf,
  milestoneRoundOf,
  roundCountdownMachine,
  roundElapsedPercent,
  trackPercent,
  type RoundDetailsSnapshot,
} from './roundCountdown.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';
import {
  DAY_AWAY_START,
  T0,
  roundCountdownModelEvents,
  roundCountdownStopWhen,
  roundFixtures,
} from './testing/roundCountdownModel';

describe('roundCountdown machine', () => {
  it('reaches every phase, its refresh at zero, and the end', () => {
    const paths = generateModelPaths(roundCountdownMachine, {
      input: {},
      events: roundCountdownModelEvents,
      stopWhen: roundCountdownStopWhen,
    });
    expect(reachedStates(paths)).toEqual([
      ...['roundEnded', 'ticking'].map((state) => `counting.betweenRounds.${state}`),
      ...['quiet', 'roundEnded'].map((state) => `counting.ended.${state}`),
      ...['oneDayLeft', 'oneHourLeft', 'refreshing', 'tenMinutesLeft', 'ticking'].map(
        (state) => `counting.notStarted.${state}`,
      ),
      ...['refreshing', 'roundStarted', 'ticking'].map((state) => `counting.ongoing.${state}`),
      'failed',
      'loading',
    ]);
  });
});

describe('roundCountdown rules (§4, §9)', () => {
  it('targets the start if not started, the end if ongoing, otherwise the next round', () => {
    expect(countdownTarget(roundFixtures.notStarted)).toBe(T0 + 2_000);
    expect(countdownTarget(roundFixtures.ongoing)).toBe(T0 + 2_000);
    expect(countdownTarget(roundFixtures.betweenRounds)).toBe(T0 + 2_000);
    expect(countdownTarget(roundFixtures.ended)).toBeNull();
    expect(countdownPhase(roundFixtures.ended)).toBe('ended');
  });

  it('measures a round by elapsed time over its length', () => {
    expect(roundElapsedPercent(roundFixtures.ongoing.currentRound, T0)).toBe(50);
    expect(roundElapsedPercent(roundFixtures.ongoing.currentRound, T0 - 5_000)).toBe(0);
    expect(roundElapsedPercent(roundFixtures.ongoing.currentRound, T0 + 9_000)).toBe(100);
  });

  it('fills the track of totalRounds + 1 segments up to the current round', () => {
    // Round 2 of 4 half way: sign-up and round 1 done, then half of round 2 → 2.5 of 5 segments.
    expect(trackPercent(roundFixtures.ongoing, T0)).toBe(50);
    expect(trackPercent(roundFixtures.notStarted, T0)).toBe(40);
    expect(trackPercent(roundFixtures.betweenRounds, T0)).toBe(60);
    expect(trackPercent(roundFixtures.ended, T0)).toBe(100);
  });

  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks once a second and reloads when the countdown reaches zero', async () => {
    const clock = new SimulatedClock();
    const load = promiseStub<RoundDetailsSnapshot>();
    const actor = createActor(roundCountdownMachine.provide({ actors: { loadRoundDetails: load.logic } }), {
      input: {},
      clock,
    }).start();
    load.resolve({ details: roundFixtures.notStarted, now: T0 });
    await flushPromises();
    clock.increment(999);
    expect(actor.getSnapshot().context.now).toBe(T0);
    clock.increment(1);
    expect(actor.getSnapshot().context.now).toBe(T0 + 1_000);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ counting: { notStarted: 'refreshing' } })).toBe(true);
    load.resolve({ details: roundFixtures.ongoing, now: T0 + 2_000 });
    await flushPromises();
    expect(actor.getSnapshot().matches({ counting: 'ongoing' })).toBe(true);
    actor.send({ type: 'clock.synced', now: T0 + 3_000 });
    expect(actor.getSnapshot().context.now).toBe(T0 + 3_000);
    actor.stop();
  });

  it('counts from round times the page already has at once, and asks the service only at zero', async () => {
    const clock = new SimulatedClock();
    const load = promiseStub<RoundDetailsSnapshot>();
    const actor = createActor(roundCountdownMachine.provide({ actors: { loadRoundDetails: load.logic } }), {
      input: { known: { details: roundFixtures.notStarted, now: T0 } },
      clock,
    });
    // The snapshot a first render draws, before the actor has even started.
    expect(actor.getSnapshot().matches({ counting: { notStarted: 'ticking' } })).toBe(true);
    expect(actor.getSnapshot().context.now).toBe(T0);
    actor.start();
    expect(load.waiting()).toBe(0);
    clock.increment(1_000);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches({ counting: { notStarted: 'refreshing' } })).toBe(true);
    expect(load.waiting()).toBe(1);
    actor.stop();
  });

  it('names the last mark of time left passed, none when going back or staying (issue 16)', () => {
    expect(crossedMark(86_400_001, 86_400_000)).toBe('oneDayLeft');
    expect(crossedMark(3_600_500, 3_599_500)).toBe('oneHourLeft');
    expect(crossedMark(90_000_000, 500_000)).toBe('tenMinutesLeft');
    expect(crossedMark(600_000, 599_000)).toBeNull();
    expect(crossedMark(599_000, 700_000)).toBeNull();
  });

  it('says each milestone once, as it passes while the page is open, never on load (issue 16)', async () => {
    const clock = new SimulatedClock();
    const load = promiseStub<RoundDetailsSnapshot>();
    const actor = createActor(roundCountdownMachine.provide({ actors: { loadRoundDetails: load.logic } }), {
      input: {},
      clock,
    }).start();
    const said = () => {
      const snapshot = actor.getSnapshot();
      return [milestoneOf(snapshot), milestoneRoundOf(snapshot)?.matchRounds];
    };
    // Opened with less than a day, then less than an hour left: nothing is said on load.
    load.resolve({ details: roundFixtures.dayAway, now: DAY_AWAY_START - 3_000_000 });
    await flushPromises();
    expect(milestoneOf(actor.getSnapshot())).toBeNull();
    clock.increment(1_000);
    expect(milestoneOf(actor.getSnapshot())).toBeNull();
    // The clock passes ten minutes left: said, and still the same words (not said again) a tick later.
    actor.send({ type: 'clock.synced', now: DAY_AWAY_START - 600_500 });
    clock.increment(1_000);
    expect(said()).toEqual(['tenMinutesLeft', 2]);
    const tags = actor.getSnapshot().tags;
    clock.increment(1_000);
    expect(actor.getSnapshot().tags).toEqual(tags);
    // A clock synced across a mark (a hidden tab shown again) says nothing: the time it names has gone by.
    actor.send({ type: 'clock.synced', now: DAY_AWAY_START - 700_000 });
    actor.send({ type: 'clock.synced', now: DAY_AWAY_START - 500_000 });
    expect(said()).toEqual(['tenMinutesLeft', 2]);
    expect(actor.getSnapshot().matches({ counting: { notStarted: 'tenMinutesLeft' } })).toBe(true);
    // The round starts, then ends: each said with its round.
    actor.send({ type: 'clock.synced', now: DAY_AWAY_START - 1_000 });
    clock.increment(1_000);
    load.resolve({ details: roundFixtures.ongoing, now: T0 });
    await flushPromises();
    expect(said()).toEqual(['roundStarted', 2]);
    // (The simulated clock fires one timer per increment.)
    clock.increment(1_000);
    clock.increment(1_000);
    load.resolve({ details: roundFixtures.betweenRounds, now: T0 + 2_000 });
    await flushPromises();
    expect(said()).toEqual(['roundEnded', 2]);
    expect(actor.getSnapshot().hasTag('ticking')).toBe(true);
    actor.stop();
  });
});
