import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { prizeInfoSamples, redemptionModelEvents, redemptionStopWhen } from './redemption.fixtures';
import {
  canClaim,
  daysLeft,
  progressPercent,
  redemptionMachine,
  volumeLeft,
  type PrizeInfoResult,
} from './redemption.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

describeModelPaths(
  'redemption machine',
  redemptionMachine,
  { input: { round: 2 }, events: redemptionModelEvents, stopWhen: redemptionStopWhen },
  {
    render: () => {
      const load = promiseStub<PrizeInfoResult, { round: number }>();
      const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
        input: { round: 2 },
      }).start();
      return { actor, load };
    },
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
    },
    states: {
      loading: ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('loading')).toBe(true);
        expect(load.inputs.at(-1)).toEqual({ round: 2 });
      },
      hidden: ({ actor }) => expect(actor.getSnapshot().matches('hidden')).toBe(true),
      'shown.claimable': ({ actor }) => {
        const info = actor.getSnapshot().context.prizeInfo!;
        expect(canClaim(info)).toBe(true);
        expect(info.isSubmit).toBe(0);
      },
      'shown.locked': ({ actor }) => expect(canClaim(actor.getSnapshot().context.prizeInfo!)).toBe(false),
      'shown.submitted': ({ actor }) => expect(actor.getSnapshot().context.prizeInfo!.isSubmit).toBe(1),
      'shown.claiming': ({ actor }) => expect(actor.getSnapshot().matches({ shown: 'claiming' })).toBe(true),
      'shown.refreshing': ({ actor, load }) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(load.waiting()).toBe(1);
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('redemption loading', () => {
  it('stays hidden when the prize info call fails', async () => {
    const load = promiseStub<PrizeInfoResult, { round: number }>();
    const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
      input: { round: 3 },
    }).start();
    load.reject(new Error('offline'));
    await flushPromises();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it('keeps the banner when a reload fails', async () => {
    const load = promiseStub<PrizeInfoResult, { round: number }>();
    const actor = createActor(redemptionMachine.provide({ actors: { loadPrizeInfo: load.logic } }), {
      input: { round: 3 },
    }).start();
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

  it.each([
    ['reset later today', '2026-11-22T23:59:59Z', '2026-11-22T10:00:00Z', 1],
    ['reset at the next midnight', '2026-11-23T00:00:00Z', '2026-11-22T10:00:00Z', 1],
    ['reset a second after the next midnight', '2026-11-23T00:00:01Z', '2026-11-22T10:00:00Z', 2],
    ['reset in a week at noon', '2026-11-29T12:00:00Z', '2026-11-22T00:00:00Z', 8],
    ['reset this very moment', '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z', 0],
    ['reset yesterday', '2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z', 0],
    ['an unreadable reset time', 'soon', '2026-11-22T10:00:00Z', 0],
  ])('days left with %s', (_case, reset, now, days) => {
    expect(daysLeft(reset, new Date(now))).toBe(days);
  });

  it.each([
    ['claimable', true],
    ['notReached', false],
    ['fullyRedeemed', false],
    ['ended', false],
  ] as const)('the claim button for %s prize info is enabled: %s', (sample, enabled) => {
    expect(canClaim(prizeInfoSamples[sample])).toBe(enabled);
  });
});
