import { instant } from '../contract';
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RewardRecord, TransactionHistoryResponse } from '../contract';
import { rewardsListMachine, type RewardsPageRequest } from './rewardsList.machine';
import { describeModelPaths } from './testing/modelPaths';

const record = (id: number): RewardRecord => ({
  id,
  activityType: 'client_event',
  activityName: '2025Q1',
  activityRound: 1,
  prizeType: 0,
  prizeName: 'Cash reward',
  amount: 500,
  currency: 'USD',
  status: 2,
  createTime: instant('2025-02-01T08:30:00.000Z'),
});

const twoPages: TransactionHistoryResponse = { records: [record(1), record(2)], total: 12 };
const none: TransactionHistoryResponse = { records: [], total: 0 };
const filters = { activityType: 'rebate2025_activity' } as const;

function deferredLoader() {
  const pending: Array<{
    resolve: (value: TransactionHistoryResponse) => void;
    reject: (error: Error) => void;
  }> = [];
  const requests: RewardsPageRequest[] = [];
  const actor = fromPromise<TransactionHistoryResponse, RewardsPageRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        requests.push(input);
        pending.push({ resolve, reject });
      }),
  );
  return { actor, pending, requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describeModelPaths(
  'rewardsList machine',
  rewardsListMachine,
  {
    input: { filters },
    events: [
      { type: 'xstate.done.actor.loadRewards', output: twoPages } as never,
      { type: 'xstate.done.actor.loadRewards', output: none } as never,
      { type: 'xstate.error.actor.loadRewards', error: new Error('Failed to request!') } as never,
      { type: 'page.selected', page: 2 },
      { type: 'retry' },
      { type: 'filters.changed', filters: { activityType: 'client_event', status: 2 } },
    ],
    stopWhen: (snapshot) => snapshot.context.page > 2,
  },
  {
    render: () => {
      const loader = deferredLoader();
      const actor = createActor(rewardsListMachine.provide({ actors: { loadRewards: loader.actor } }), {
        input: { filters },
      }).start();
      return { actor, loader };
    },
    events: {
      'xstate.done.actor.loadRewards': async ({ loader }, event) => {
        loader.pending.at(-1)!.resolve((event as unknown as { output: TransactionHistoryResponse }).output);
        await flush();
      },
      'xstate.error.actor.loadRewards': async ({ loader }) => {
        loader.pending.at(-1)!.reject(new Error('Failed to request!'));
        await flush();
      },
      'page.selected': ({ actor }, event) => actor.send(event),
      retry: ({ actor }, event) => actor.send(event),
      'filters.changed': ({ actor }, event) => actor.send(event),
    },
    states: {
      loading: ({ actor, loader }, expected) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(loader.requests.at(-1)).toEqual({
          filters: expected.context.filters,
          page: expected.context.page,
          pagesize: 10,
        });
      },
      listed: ({ actor }) => {
        expect(actor.getSnapshot().context.records).toHaveLength(2);
        expect(actor.getSnapshot().context.total).toBe(12);
      },
      empty: ({ actor }) => {
        expect(actor.getSnapshot().context.total).toBe(0);
      },
      failed: ({ actor }) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(false);
        expect(actor.getSnapshot().matches('failed')).toBe(true);
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
      vi.restoreAllMocks();
    },
  },
);
