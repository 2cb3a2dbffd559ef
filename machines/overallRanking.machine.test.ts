import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { RankingRecord } from '../contract/race';
import { overallRankingMachine, type OverallRankingInput } from './overallRanking.machine';
import { rankingRecordsSample } from './overallRanking.fixtures';
import { describeModelPaths } from './testing/modelPaths';
import { entryCategories } from './testing/leaderboardModel';
import { flushPromises, promiseStub } from './testing/promiseStub';

const input: OverallRankingInput = { round: 2, tradingType: 2 };
const machineInput = { ...input, categories: entryCategories };

describeModelPaths(
  'overallRanking machine',
  overallRankingMachine,
  {
    input: machineInput,
    events: [
      { type: 'xstate.done.actor.loadRanking', output: rankingRecordsSample } as never,
      { type: 'xstate.done.actor.loadRanking', output: [] } as never,
      { type: 'xstate.error.actor.loadRanking', error: new Error('offline') } as never,
      { type: 'retry.requested' },
    ],
  },
  {
    render: () => {
      const load = promiseStub<RankingRecord[], OverallRankingInput>();
      const actor = createActor(overallRankingMachine.provide({ actors: { loadRanking: load.logic } }), {
        input: machineInput,
      }).start();
      return { actor, load };
    },
    events: {
      'xstate.done.actor.loadRanking': async ({ load }, event) => {
        load.resolve((event as unknown as { output: RankingRecord[] }).output);
        await flushPromises();
      },
      'xstate.error.actor.loadRanking': async ({ load }) => {
        load.reject();
        await flushPromises();
      },
      'retry.requested': ({ actor }) => actor.send({ type: 'retry.requested' }),
    },
    states: {
      loading: ({ load }) => expect(load.inputs.at(-1)).toEqual(input),
      listed: ({ actor }) => {
        const { records, prizes } = actor.getSnapshot().context;
        expect(records).toEqual(rankingRecordsSample);
        expect(prizes[10005]).toMatchObject({ kind: 'eligible' });
        expect(prizes[10006]).toMatchObject({
          kind: 'depends',
          missing: [{ requirement: 'duration', short: 4 }],
        });
      },
      empty: ({ actor }) => expect(actor.getSnapshot().context.records).toEqual([]),
      failed: ({ load }) => expect(load.waiting()).toBe(0),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);
