// The rendered paths are in src/features/redemption/RedemptionBanner.test.tsx; here, what the machine alone decides.
import { instant } from '../contract';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  claimRoundsSamples,
  prizeInfoSamples,
  redemptionModelEvents,
  redemptionModelInput,
  redemptionStopWhen,
} from './redemption.fixtures';
import {
  daysLeft,
  progressPercent,
  redemptionMachine,
  volumeLeft,
  type PrizeInfoResult,
} from './redemption.machine';
import type { RoundStanding } from './roundPhases';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

function startModel() {
  const load = promiseStub<PrizeInfoResult, { round: number }>();
  const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
    input: redemptionModelInput,
  }).start();
  return { actor, load };
}

describe('redemption machine', () => {
  it('reaches every state from the model events', () => {
    const paths = generateModelPaths(redemptionMachine, {
      input: redemptionModelInput,
      events: redemptionModelEvents,
      stopWhen: redemptionStopWhen,
    });
    expect(reachedStates(paths)).toEqual([
      'failed',
      'hidden',
      'loading.loadingCurrent',
      'loading.loadingPrevious',
      'retrying.loadingCurrent',
      'retrying.loadingPrevious',
      ...['claimable', 'claiming', 'exchangeEnded', 'fullyRedeemed', 'notReached'].map(
        (state) => `shown.${state}`,
      ),
      ...['refreshing', 'reviewingClaim', 'submitted', 'windowClosed'].map((state) => `shown.${state}`),
    ]);
  });
});

describe('redemption loading', () => {
  it.each([
    ['the ended round’s', []],
    ['the round in play’s', [prizeInfoSamples.notReached]],
  ] as const)(
    'fails, rather than hiding or falling back to another round, when %s prize info fails (issue 15)',
    async (_call, answersBefore) => {
      const { actor, load } = startModel();
      for (const answer of answersBefore) {
        load.resolve(answer);
        await flushPromises();
      }
      load.reject(new Error('HTTP 500'));
      await flushPromises();
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      expect(load.waiting()).toBe(0);
    },
  );

  it('keeps the banner when a reload fails', async () => {
    const { actor, load } = startModel();
    load.resolve(prizeInfoSamples.claimable);
    await flushPromises();
    actor.send({ type: 'claim.opened' });
    actor.send({ type: 'claim.closed' });
    load.reject(new Error('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches({ shown: 'claimable' })).toBe(true);
  });
});

describe('redemption rules', () => {
  it.each([
    [0, 100, 0],
    [42.5, 100, 42.5],
    [100, 100, 100],
    [117.8, 100, 100],
    [5, 0, 100],
  ])('progress of %s against %s is %s%%', (total, standard, percent) => {
    expect(progressPercent(total, standard)).toBeCloseTo(percent);
  });

  it.each([
    [42.5, 100, 57.5],
    [100, 100, 0],
    [117.8, 100, 0],
  ])('volume left of %s against %s is %s', (total, standard, left) => {
    expect(volumeLeft(total, standard)).toBeCloseTo(left);
  });

  const nov = (day: number, hours = 0, seconds = 0) => Date.UTC(2026, 10, day, hours, 0, seconds);
  it.each([
    ['reset later today', nov(22, 23) + 59 * 60_000 + 59_000, nov(22, 10), 1],
    ['reset at the next midnight', nov(23), nov(22, 10), 1],
    ['reset a second after the next midnight', nov(23, 0, 1), nov(22, 10), 2],
    ['reset in a week at noon', nov(29, 12), nov(22), 8],
    ['reset this very moment', nov(22, 10), nov(22, 10), 0],
    ['reset yesterday', nov(21, 10), nov(22, 10), 0],
  ])('days left with %s', (_case, reset, now, days) => {
    expect(daysLeft(reset, now)).toBe(days);
  });
});

describe('the round whose gift the banner is about (issue 12, defect 1)', () => {
  const start = (rounds: RoundStanding[], now: number) => {
    const load = promiseStub<PrizeInfoResult, { round: number }>();
    const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
      input: { rounds, now: () => now },
    }).start();
    return { actor, load };
  };
  const dec = (day: number) => Date.UTC(2026, 11, day);

  it.each([
    ['its target was not reached', prizeInfoSamples.notReached, dec(12)],
    ['its claim window has closed', prizeInfoSamples.claimable, dec(17)],
    ['its answer is “no enrolment”', false as const, dec(12)],
  ])('gives the banner to the round in play when the ended round’s %s', async (_case, previous, now) => {
    const { actor, load } = start(claimRoundsSamples.round3Running, now);
    load.resolve(previous);
    await flushPromises();
    expect(load.inputs).toEqual([{ round: 2 }, { round: 3 }]);
    load.resolve({ ...prizeInfoSamples.notReached, resetTime: instant('2027-01-20T00:00:00.000Z') });
    await flushPromises();
    expect(actor.getSnapshot().matches({ shown: 'notReached' })).toBe(true);
    expect(actor.getSnapshot().context.round).toBe(3);
  });

  it('asks only for the running round when none has ended', () => {
    const { load } = start(claimRoundsSamples.round1Running, dec(1));
    expect(load.inputs).toEqual([{ round: 1 }]);
  });

  it('after the contest, hides the banner once the last round’s claim window has closed', async () => {
    const { actor, load } = start(claimRoundsSamples.contestOver, dec(20));
    expect(load.inputs).toEqual([{ round: 4 }]);
    load.resolve(prizeInfoSamples.claimable);
    await flushPromises();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
