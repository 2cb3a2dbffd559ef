import { assign, fromPromise, setup } from 'xstate';
import type { RewardRecord, TransactionHistoryResponse } from '../contract';
import { sameFilters, type RewardFilters } from './rewardFilters.machine';

/** Rewards per page of the transaction history. */
export const REWARDS_PAGE_SIZE = 10;

export interface RewardsPageRequest {
  filters: RewardFilters;
  page: number;
  pagesize: number;
}

export type RewardsListEvent =
  | { type: 'filters.changed'; filters: RewardFilters }
  | { type: 'page.selected'; page: number }
  | { type: 'retry' };

/**
 * The transaction history's list of rewards: loads one page for the applied filters, then shows it,
 * an empty state or an error with a retry. New filters start again from page 1.
 */
export const rewardsListMachine = setup({
  types: {
    context: {} as {
      filters: RewardFilters;
      page: number;
      records: RewardRecord[];
      total: number;
      /** Whether the person chose the page shown or loading (issue 16: the list then says which page shows). */
      pageChosen: boolean;
    },
    input: {} as { filters: RewardFilters },
    events: {} as RewardsListEvent,
  },
  actors: {
    loadRewards: fromPromise<TransactionHistoryResponse, RewardsPageRequest>(() => {
      throw new Error('rewardsList: the `loadRewards` actor was not provided');
    }),
  },
  guards: {
    isNewFilters: ({ context, event }) =>
      event.type === 'filters.changed' && !sameFilters(event.filters, context.filters),
    hasRecords: (_, output: TransactionHistoryResponse) => output.total > 0 && output.records.length > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.selected' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= Math.max(1, Math.ceil(context.total / REWARDS_PAGE_SIZE)),
  },
  actions: {
    setFilters: assign({
      filters: ({ context, event }) => (event.type === 'filters.changed' ? event.filters : context.filters),
      page: 1,
      pageChosen: false,
    }),
    setPage: assign({
      page: ({ context, event }) => (event.type === 'page.selected' ? event.page : context.page),
      pageChosen: true,
    }),
    setResult: assign((_, output: TransactionHistoryResponse) => ({
      records: output.records,
      total: output.total,
    })),
  },
}).createMachine({
  meta: {
    description:
      'The list of rewards on the rewards history page: the records matching the filters, by pages.',
  },
  id: 'rewardsList',
  context: ({ input }) => ({ filters: input.filters, page: 1, records: [], total: 0, pageChosen: false }),
  initial: 'loading',
  on: {
    'filters.changed': { guard: 'isNewFilters', target: '.loading', actions: 'setFilters' },
  },
  states: {
    loading: {
      meta: { description: 'A loading placeholder in place of the rewards.' },
      tags: ['busy'],
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: ({ context }) => ({
          filters: context.filters,
          page: context.page,
          pagesize: REWARDS_PAGE_SIZE,
        }),
        onDone: [
          {
            guard: { type: 'hasRecords', params: ({ event }) => event.output },
            target: 'listed',
            actions: { type: 'setResult', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'setResult', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    listed: {
      meta: {
        description: 'The rewards table of the chosen page, and the page numbers when there are more pages.',
      },
      on: { 'page.selected': { guard: 'isOtherPage', target: 'loading', actions: 'setPage' } },
    },
    empty: { meta: { description: 'The message that there are no rewards for these filters.' } },
    failed: {
      meta: { description: 'A message that the rewards could not be loaded, with a *Try again* button.' },
      on: { retry: 'loading' },
    },
  },
});
