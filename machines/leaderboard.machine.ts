import { assign, fromPromise, raise, setup } from 'xstate';
import {
  LEADERBOARD_PAGE_SIZE,
  TradingType,
  type CategoryDetails,
  type PrizeInfo,
  type TradingType as Category,
} from '../contract/contest';
import {
  ACCOUNT_ID_MAX_DIGITS,
  type RaceRankingRequest,
  type RaceRankingResponse,
  type RankingRecord,
} from '../contract/race';
import { keepDigits } from './inputMasks';
import {
  prizesById,
  requirementChecklist,
  type PrizeEligibility,
  type RequirementChecklist,
} from './prizeEligibility';
import { tierStarts, type PrizeTier } from './prizeTiers';
import type { RoundResult } from './roundResult';

/** What the board needs before its first page: the rounds to offer and which are finalized. */
export interface LeaderboardRounds {
  /** Rounds the dropdown offers, oldest first. */
  rounds: number[];
  /** §4 "hide-pagination list": rounds whose standings are final and no longer shown. */
  finalizedRounds: number[];
  /** The round shown first. */
  defaultRound: number;
  /** The categories' minimums (`entryCondition`); `null` when the service could not say. */
  categories: CategoryDetails[] | null;
  /** The prize tables the tier dividers name (`rankingPrizeInfo`); `null` when the service could not say. */
  prizeInfo: PrizeInfo | null;
  /** Each round's result, provisional or final (`roundResult.ts`); a round missing has no badge. */
  results?: Record<number, RoundResult>;
}

/** What the board reloads when its minimums or prize tables failed: each `null` when the service could not say. */
export type LeaderboardReferences = Pick<LeaderboardRounds, 'categories' | 'prizeInfo'>;

export interface LeaderboardInput {
  /** §2: Master is the default tab. */
  tradingType?: Category;
}

export interface LeaderboardContext {
  rounds: number[];
  finalizedRounds: number[];
  round: number;
  tradingType: Category;
  /** The search field's text: digits only (§5), at most `ACCOUNT_ID_MAX_DIGITS`. */
  searchText: string;
  /** What the last change typed or pasted that the field dropped (not digits), for the field to say so. */
  searchRemoved: string[];
  /** The last change had more digits than an account number can have; the rest was left out. */
  searchCut: boolean;
  /** The account number the standings are filtered by, once the search has settled; '' = no filter. */
  accountFilter: string;
  page: number;
  records: RankingRecord[];
  total: number;
  /** The one row whose details are open. */
  expandedId: number | null;
  categories: CategoryDetails[] | null;
  /** What each listed record's prize depends on, by record id. */
  prizes: Record<number, PrizeEligibility>;
  /** Issue 14: each listed record's requirement checklist, by record id, for its open row. */
  checklists: Record<number, RequirementChecklist>;
  prizeInfo: PrizeInfo | null;
  /** Issue 14: the rows where a prize tier begins, by row index, for the board's dividers. */
  tierStarts: Map<number, PrizeTier>;
  results: Record<number, RoundResult>;
}

export type LeaderboardEvent =
  | { type: 'retry' }
  /** Try again on the notice that the minimums or the prize tables are missing. */
  | { type: 'references.retry' }
  /** The dropdown's value, as the control gives it; non-numeric values are ignored (§5). */
  | { type: 'round.selected'; value: string }
  | { type: 'tab.selected'; tradingType: Category }
  | { type: 'search.changed'; value: string }
  | { type: 'page.selected'; page: number }
  | { type: 'row.toggled'; id: number }
  | { type: 'search.settled' };

const searchMask = (value: string) => keepDigits(value, ACCOUNT_ID_MAX_DIGITS);

/** §2: page buttons only for more than one page of standings, and never for a finalized round. */
export function showsPagination(context: Pick<LeaderboardContext, 'total' | 'round' | 'finalizedRounds'>) {
  return context.total > LEADERBOARD_PAGE_SIZE && !context.finalizedRounds.includes(context.round);
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE));
}

/** What each listed record's prize depends on and its checklist, against the categories' minimums. */
const recordFacts = (records: RankingRecord[], categories: CategoryDetails[] | null) => ({
  prizes: prizesById(records, categories),
  checklists: Object.fromEntries(
    records.map((record) => [record.id, requirementChecklist(record, categories)]),
  ),
});

/** The ranking call for the board's current choices. */
export function rankingRequest(context: LeaderboardContext): RaceRankingRequest {
  return {
    tradingType: context.tradingType,
    competitionRounds: context.round,
    page: context.page,
    pagesize: LEADERBOARD_PAGE_SIZE,
    ...(context.accountFilter ? { accountId: Number(context.accountFilter) } : {}),
  };
}

/**
 * The leaderboard (§2, §4, §5): a round dropdown, Classic/Master tabs, an account-number search
 * debounced by 1 s, pages of 10, rows that open one at a time. The results region shows loading,
 * empty, listed, failed or — for a finalized round — nothing; the search region waits for typing
 * to settle. Data comes from the `loadRounds` and `loadRanking` actors the feature provides.
 */
export const leaderboardMachine = setup({
  types: {
    context: {} as LeaderboardContext,
    input: {} as LeaderboardInput,
    events: {} as LeaderboardEvent,
  },
  actors: {
    loadRounds: fromPromise<LeaderboardRounds>(() => {
      throw new Error('leaderboard: the `loadRounds` actor was not provided');
    }),
    loadRanking: fromPromise<RaceRankingResponse, RaceRankingRequest>(() => {
      throw new Error('leaderboard: the `loadRanking` actor was not provided');
    }),
    loadReferences: fromPromise<LeaderboardReferences>(() => {
      throw new Error('leaderboard: the `loadReferences` actor was not provided');
    }),
  },
  actions: {
    startOver: assign({ page: 1, expandedId: null }),
    storeSearch: assign(({ event }) => {
      if (event.type !== 'search.changed') return {};
      const mask = searchMask(event.value);
      return { searchText: mask.value, searchRemoved: mask.removed, searchCut: mask.cut };
    }),
  },
  guards: {
    isFinalized: ({ context }) => context.finalizedRounds.includes(context.round),
    referencesMissing: ({ context }) => context.categories === null || context.prizeInfo === null,
    isNumericRound: ({ context, event }) =>
      event.type === 'round.selected' &&
      /^\d+$/.test(event.value) &&
      context.rounds.includes(Number(event.value)),
    searchTextChanges: ({ context, event }) =>
      event.type === 'search.changed' && searchMask(event.value).value !== context.searchText,
    filterChanged: ({ context }) => context.searchText !== context.accountFilter,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.selected' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= pageCount(context.total),
  },
  delays: { searchDebounce: 1000 },
}).createMachine({
  meta: {
    description:
      'The contest leaderboard: the round tabs, the trading-type tabs, the account search and the ranking table with its pages.',
  },
  id: 'leaderboard',
  context: ({ input }) => ({
    rounds: [],
    finalizedRounds: [],
    results: {},
    round: 0,
    tradingType: input.tradingType ?? TradingType.MASTER,
    searchText: '',
    searchRemoved: [],
    searchCut: false,
    accountFilter: '',
    page: 1,
    records: [],
    total: 0,
    expandedId: null,
    categories: null,
    prizes: {},
    checklists: {},
    prizeInfo: null,
    tierStarts: new Map(),
  }),
  initial: 'preparing',
  states: {
    preparing: {
      meta: { description: 'A loading placeholder while the rounds of the contest are fetched.' },
      tags: ['loading'],
      invoke: {
        id: 'loadRounds',
        src: 'loadRounds',
        onDone: {
          target: 'board',
          actions: assign(({ event }) => ({
            rounds: event.output.rounds,
            finalizedRounds: event.output.finalizedRounds,
            results: event.output.results ?? {},
            round: event.output.defaultRound,
            categories: event.output.categories,
            prizeInfo: event.output.prizeInfo,
          })),
        },
        onError: 'unavailable',
      },
    },
    /** The rounds could not be loaded: nothing to choose from yet. */
    unavailable: {
      meta: {
        description:
          'A message that the leaderboard could not be loaded, with a *Try again* button; no tabs.',
      },
      on: { retry: 'preparing' },
    },
    board: {
      meta: { description: 'The round tabs, the trading-type tabs and the account search over the ranking.' },
      type: 'parallel',
      on: {
        'round.selected': {
          guard: 'isNumericRound',
          target: '.results.routing',
          actions: ['startOver', assign({ round: ({ event }) => Number(event.value) })],
        },
        'tab.selected': {
          target: '.results.routing',
          actions: ['startOver', assign({ tradingType: ({ event }) => event.tradingType })],
        },
        'search.settled': {
          guard: 'filterChanged',
          target: '.results.routing',
          actions: ['startOver', assign({ accountFilter: ({ context }) => context.searchText })],
        },
      },
      states: {
        results: {
          meta: { description: 'The ranking of the chosen round and trading type.' },
          initial: 'routing',
          states: {
            routing: {
              meta: {
                description:
                  'A passing moment: the page picks between the standings and the finalized notice.',
              },
              always: [{ guard: 'isFinalized', target: 'finalized' }, { target: 'loading' }],
            },
            loading: {
              meta: { description: 'A loading placeholder in place of the ranking table.' },
              tags: ['loading'],
              invoke: {
                id: 'loadRanking',
                src: 'loadRanking',
                input: ({ context }) => rankingRequest(context),
                onDone: [
                  {
                    guard: ({ event }) => event.output.records.length === 0,
                    target: 'empty',
                    actions: assign({
                      records: [],
                      total: 0,
                      prizes: {},
                      checklists: {},
                      tierStarts: new Map(),
                    }),
                  },
                  {
                    target: 'listed',
                    actions: assign(({ context, event }) => ({
                      records: event.output.records,
                      total: event.output.total,
                      ...recordFacts(event.output.records, context.categories),
                      tierStarts: tierStarts(event.output.records.map((record) => record.ranking)),
                    })),
                  },
                ],
                onError: 'failed',
              },
            },
            listed: {
              meta: {
                description:
                  'The ranking table (rank, account, figures, prize), its pages, and the time it was last updated; a row opens to show its details.',
              },
              on: {
                'page.selected': {
                  guard: 'isOtherPage',
                  target: 'loading',
                  actions: assign({ page: ({ event }) => event.page, expandedId: null }),
                },
                'row.toggled': {
                  actions: assign({
                    expandedId: ({ context, event }) => (context.expandedId === event.id ? null : event.id),
                  }),
                },
              },
            },
            empty: {
              meta: {
                description: 'The message that no account is ranked yet (or none matches the search).',
              },
            },
            failed: {
              meta: {
                description: 'A message that the ranking could not be loaded, with a *Try again* button.',
              },
              on: { retry: 'loading' },
            },
            /** §4: a finalized round's standings are not shown, nor its search or pages. */
            finalized: {
              meta: {
                description:
                  "The notice that the round's results are being finalized: no table, search or pages.",
              },
            },
          },
        },
        references: {
          meta: {
            description: 'The categories’ minimums and the prize tables that the rows’ details read.',
          },
          initial: 'checking',
          states: {
            checking: {
              meta: { description: 'A passing moment: were the minimums and the prize tables both loaded?' },
              always: [{ guard: 'referencesMissing', target: 'missing' }, { target: 'complete' }],
            },
            complete: {
              meta: {
                description: 'The rows say by how much each requirement is missed and what each tier pays.',
              },
            },
            missing: {
              meta: {
                description:
                  'The minimums or the prize tables could not be loaded: a notice above the rows says the board shows less detail, with Try again.',
              },
              on: { 'references.retry': 'reloading' },
            },
            reloading: {
              tags: ['referencesReloading'],
              meta: {
                description:
                  'Try again was pressed: the minimums and the prize tables are loading again; the notice stays, its button busy.',
              },
              invoke: {
                id: 'loadReferences',
                src: 'loadReferences',
                onDone: {
                  target: 'checking',
                  actions: assign(({ context, event }) => ({
                    categories: event.output.categories,
                    prizeInfo: event.output.prizeInfo,
                    ...recordFacts(context.records, event.output.categories),
                  })),
                },
                onError: 'missing',
              },
            },
          },
        },
        search: {
          meta: { description: 'The account search field.' },
          initial: 'idle',
          states: {
            idle: {
              meta: {
                description:
                  'The search field shows what was typed (digits only; it says which characters it removed).',
              },
              on: {
                // Only a change of the digits starts a search; the rest only updates what the field says.
                'search.changed': [
                  { guard: 'searchTextChanges', target: 'debouncing', actions: 'storeSearch' },
                  { actions: 'storeSearch' },
                ],
              },
            },
            debouncing: {
              meta: {
                description:
                  'The search field shows what was typed; the ranking waits for the typing to stop.',
              },
              on: {
                // Each keystroke restarts the wait. (Re-entering this leaf, not the region: leaving the
                // region would leave its parallel parent and the results with it.)
                'search.changed': [
                  { guard: 'searchTextChanges', target: 'debouncing', reenter: true, actions: 'storeSearch' },
                  { actions: 'storeSearch' },
                ],
              },
              after: { searchDebounce: { target: 'idle', actions: raise({ type: 'search.settled' }) } },
            },
          },
        },
      },
    },
  },
});
