import { instant } from '../contract';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  claimRoundsSamples,
  prizeInfoSamples,
  redemptionModelEvents,
  redemptionModelInput,
  redemptionStopWhen,
  sampleNow,
} from './redemption.fixtures';
import {
  daysLeft,
  progressPercent,
  redemptionMachine,
  volumeLeft,
  type PrizeInfoResult,
} from './redemption.machine';
import type { RoundStanding } from './roundPhases';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

function startModel() {
  const load = promiseStub<PrizeInfoResult, { round: number }>();
  const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
    input: redemptionModelInput,
  }).start();
  return { actor, load };
}

describeModelPaths(
  'redemption machine',
  redemptionMachine,
  { input: redemptionModelInput, events: redemptionModelEvents, stopWhen: redemptionStopWhen },
  {
    render: startModel,
    events: {
      'xstate.done.actor.loadPrizeInfo': async ({ load }, event) => {
        load.resolve((event as unknown as { output: PrizeInfoResult }).output);
        await flushPromises();
      },
      'xstate.error.actor.loadPrizeInfo': async ({ load }) => {
        load.reject(new Error('offline'));
        await flushPromises();
      },
      'claim.opened': ({ actor }) => actor.send({ type: 'claim.opened' }),
      'claim.closed': ({ actor }) => actor.send({ type: 'claim.closed' }),
      retry: ({ actor }) => actor.send({ type: 'retry' }),
    },
    states: {
      'loading.loadingPrevious': ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('loading')).toBe(true);
        expect(load.inputs.at(-1)).toEqual({ round: 2 });
      },
      'loading.loadingCurrent': ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('loading')).toBe(true);
        expect(load.inputs.at(-1)).toEqual({ round: 3 });
      },
      failed: ({ actor }) => {
        expect(actor.getSnapshot().hasTag('failed')).toBe(true);
        expect(actor.getSnapshot().context.facts).toBeNull();
      },
      'retrying.loadingPrevious': ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('retrying')).toBe(true);
        expect(load.inputs.at(-1)).toEqual({ round: 2 });
      },
      'retrying.loadingCurrent': ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('retrying')).toBe(true);
        expect(load.inputs.at(-1)).toEqual({ round: 3 });
      },
      hidden: ({ actor }) => expect(actor.getSnapshot().matches('hidden')).toBe(true),
      'shown.claimable': ({ actor }) => {
        const { context } = actor.getSnapshot();
        expect(actor.getSnapshot().hasTag('claimable')).toBe(true);
        expect(context.facts).toMatchObject({ isReach: true, isSubmit: false, isFullyRedeem: false });
        expect(context.daysLeft).toBe(7);
      },
      'shown.notReached': ({ actor }) => {
        expect(actor.getSnapshot().context).toMatchObject({ percent: 42.5, volumeLeft: 57.5 });
        expect(actor.getSnapshot().hasTag('claimable')).toBe(false);
      },
      'shown.fullyRedeemed': ({ actor }) => {
        expect(actor.getSnapshot().context.facts!.isFullyRedeem).toBe(true);
        expect(actor.getSnapshot().hasTag('claimable')).toBe(false);
      },
      'shown.exchangeEnded': ({ actor }) => {
        expect(actor.getSnapshot().context.facts!.isEndExchange).toBe(true);
        expect(actor.getSnapshot().hasTag('redemptionOver')).toBe(true);
      },
      'shown.windowClosed': ({ actor }) => {
        expect(actor.getSnapshot().context.facts!.resetTime).toBeLessThanOrEqual(sampleNow);
        expect(actor.getSnapshot().hasTag('redemptionOver')).toBe(true);
      },
      'shown.submitted': ({ actor }) => expect(actor.getSnapshot().context.facts!.isSubmit).toBe(true),
      'shown.claiming': ({ actor }) => expect(actor.getSnapshot().hasTag('claimable')).toBe(true),
      'shown.reviewingClaim': ({ actor }) => expect(actor.getSnapshot().hasTag('submitted')).toBe(true),
      'shown.refreshing': ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(load.inputs.at(-1)).toEqual({ round: actor.getSnapshot().context.round });
        expect(load.waiting()).toBe(1);
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

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

  it('recovers in place: Try again asks for the same rounds again', async () => {
    const { actor, load } = startModel();
    load.reject(new Error('HTTP 500'));
    await flushPromises();
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().hasTag('retrying')).toBe(true);
    load.resolve(prizeInfoSamples.claimable);
    await flushPromises();
    expect(load.inputs).toEqual([{ round: 2 }, { round: 2 }]);
    expect(actor.getSnapshot().matches({ shown: 'claimable' })).toBe(true);
  });

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

  it.each([
    ['claimable', 'claimable'],
    ['notReached', 'notReached'],
    ['fullyRedeemed', 'fullyRedeemed'],
    ['ended', 'exchangeEnded'],
    ['windowClosed', 'windowClosed'],
    ['submitted', 'submitted'],
  ] as const)('§4 claim button: %s prize info of the round in play shows %s', async (sample, state) => {
    const load = promiseStub<PrizeInfoResult, { round: number }>();
    const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
      input: { rounds: claimRoundsSamples.round1Running, now: () => sampleNow },
    }).start();
    load.resolve(prizeInfoSamples[sample]);
    await flushPromises();
    expect(actor.getSnapshot().matches({ shown: state })).toBe(true);
    expect(actor.getSnapshot().hasTag('claimable')).toBe(state === 'claimable');
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

  it('between rounds, the ended round’s reached gift stays claimable until its resetTime', async () => {
    const { actor, load } = start(claimRoundsSamples.betweenRounds, dec(12));
    expect(load.inputs).toEqual([{ round: 2 }]);
    load.resolve(prizeInfoSamples.claimable);
    await flushPromises();
    expect(actor.getSnapshot().matches({ shown: 'claimable' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ round: 2, daysLeft: 5 });
  });

  it('keeps the ended round’s claim after the next round has started', async () => {
    const { actor, load } = start(claimRoundsSamples.round3Running, dec(14));
    load.resolve(prizeInfoSamples.submitted);
    await flushPromises();
    expect(load.inputs).toEqual([{ round: 2 }]);
    expect(actor.getSnapshot().matches({ shown: 'submitted' })).toBe(true);
    expect(actor.getSnapshot().context.round).toBe(2);
  });

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
