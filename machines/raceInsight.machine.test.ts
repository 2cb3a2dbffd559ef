import { expect } from 'vitest';
import { createActor } from 'xstate';
import { raceInsightMachine, type RaceInsightStandings } from './raceInsight.machine';
import { raceInsightInput, raceInsightModel } from './raceInsight.fixtures';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

describeModelPaths('raceInsight machine', raceInsightMachine, raceInsightModel, {
  render: () => {
    const load = promiseStub<RaceInsightStandings, { round: number; tradingType: 1 | 2 }>();
    const actor = createActor(raceInsightMachine.provide({ actors: { loadStandings: load.logic } }), {
      input: raceInsightInput,
    }).start();
    return { actor, load };
  },
  events: {
    'xstate.done.actor.loadStandings': async ({ load }, event) => {
      load.resolve((event as unknown as { output: RaceInsightStandings }).output);
      await flushPromises();
    },
    'xstate.error.actor.loadStandings': async ({ load }) => {
      load.reject();
      await flushPromises();
    },
    'retry.requested': ({ actor }) => actor.send({ type: 'retry.requested' }),
  },
  states: {
    loading: ({ actor, load }) => {
      expect(load.inputs.at(-1)).toEqual({ round: 2, tradingType: 2 });
      expect(actor.getSnapshot().context.checklist.verdict).toEqual({
        kind: 'requirementsUnmet',
        missing: [
          { requirement: 'duration', short: 4 },
          { requirement: 'trades', short: 8 },
        ],
      });
    },
    placed: ({ actor }) => {
      const { distance, nextPrize } = actor.getSnapshot().context;
      expect(distance).toEqual({
        kind: 'known',
        ranking: 7,
        next: { ranking: 5, tier: 'rank4to5', pointsBehind: 15 },
        lead: { ranking: 11, pointsAhead: 30 },
      });
      // The account's own server (MT4) pays rank 5 USD 3,300.
      expect(nextPrize).toEqual({ low: 3300, high: 3300 });
    },
    placedWithoutPrize: ({ actor }) => {
      const { distance, nextPrize, prizeTablesLoaded } = actor.getSnapshot().context;
      expect(distance).toMatchObject({ kind: 'known', next: { ranking: 5 } });
      expect(prizeTablesLoaded).toBe(false);
      expect(nextPrize).toBeNull();
    },
    unplaced: ({ actor }) => {
      expect(actor.getSnapshot().context.distance).toEqual({ kind: 'unknown' });
      expect(actor.getSnapshot().context.nextPrize).toBeNull();
    },
    failed: ({ load }) => expect(load.waiting()).toBe(0),
  },
  cleanup: ({ actor }) => {
    actor.stop();
  },
});
