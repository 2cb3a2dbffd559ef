import { assign, setup } from 'xstate';
import { Nationality, PrizeType, REWARD_STATUS_BY_ROLE, type EventType, type UserType } from '../contract';

/** The history periods the page offers, newest first (§2 `activityRound`). */
export const REWARD_ROUNDS = [1, 2, 3] as const;
export type RewardRound = (typeof REWARD_ROUNDS)[number];

/** The filters of the transaction history; a missing prize, status or round means "all". */
export interface RewardFilters {
  activityType: EventType;
  prize?: PrizeType;
  status?: number;
  activityRound?: RewardRound;
}

export type RewardFilterName = keyof RewardFilters;

/** What the address bar may hold before it is checked against the visitor's options. */
export type RewardFiltersSearch = { [Name in RewardFilterName]?: unknown };

/** The choices the visitor's role allows (§6). The first event type is the default. */
export interface RewardFilterOptions {
  activityTypes: readonly EventType[];
  prizes: readonly PrizeType[];
  statuses: readonly number[];
  rounds: readonly RewardRound[];
}

const CLIENT_EVENT_TYPES: readonly EventType[] = ['rebate2025_activity', 'client_event'];
const IB_EVENT_TYPES: readonly EventType[] = ['ib_season'];

const statusesOf = (userType: UserType) => {
  const { processing, completed, rejected, failed } = REWARD_STATUS_BY_ROLE[userType];
  return [processing, completed, rejected, failed];
};

/**
 * §6: a client filters the rebate and the client event, by cash reward or reward, in statuses 1–4; an IB
 * only the IB season, by cash reward, in statuses 0, 1, 2, 4. §5: for nationality 1 (China), event types
 * the blacklist holds are not offered.
 */
export function rewardFilterOptions(user: {
  userType: UserType;
  nationality: string;
  blacklist: readonly string[];
}): RewardFilterOptions {
  const isIb = user.userType === 'crm_ib';
  const roleTypes = isIb ? IB_EVENT_TYPES : CLIENT_EVENT_TYPES;
  const activityTypes =
    user.nationality === Nationality.CHINA
      ? roleTypes.filter((type) => !user.blacklist.includes(type))
      : roleTypes;
  return {
    // A list with no event type would leave the page nothing to ask for; the role's own list stands then.
    activityTypes: activityTypes.length > 0 ? activityTypes : roleTypes,
    prizes: isIb ? [PrizeType.CASH] : [PrizeType.CASH, PrizeType.REWARD],
    statuses: statusesOf(user.userType),
    rounds: REWARD_ROUNDS,
  };
}

/** §2 Reset: `rebate2025_activity` (or the visitor's first type when it is not offered), no prize, no status. */
export function defaultActivityType(options: RewardFilterOptions): EventType {
  return options.activityTypes.includes('rebate2025_activity')
    ? 'rebate2025_activity'
    : (options.activityTypes[0] ?? 'rebate2025_activity');
}

const pick = <Value>(allowed: readonly Value[], value: unknown): Value | undefined =>
  allowed.find((candidate) => candidate === value);

/** The filters an address asks for, each value outside the visitor's options falling back to its default. */
export function filtersFromSearch(search: RewardFiltersSearch, options: RewardFilterOptions): RewardFilters {
  return {
    activityType: pick(options.activityTypes, search.activityType) ?? defaultActivityType(options),
    prize: pick(options.prizes, search.prize),
    status: pick(options.statuses, search.status),
    activityRound: pick(options.rounds, search.activityRound),
  };
}

const FILTER_NAMES: readonly RewardFilterName[] = ['activityType', 'prize', 'status', 'activityRound'];

export function sameFilters(a: RewardFiltersSearch, b: RewardFiltersSearch): boolean {
  return FILTER_NAMES.every((name) => a[name] === b[name]);
}

function withFilter(
  filters: RewardFilters,
  name: RewardFilterName,
  value: unknown,
  options: RewardFilterOptions,
) {
  return filtersFromSearch({ ...filters, [name]: value }, options);
}

export interface RewardFiltersInput {
  options: RewardFilterOptions;
  /** The address's search when the page opens. */
  search: RewardFiltersSearch;
}

export type RewardFiltersEvent =
  /** The address changed (opened, back, forward, a link): the filters follow it. */
  | { type: 'url.changed'; search: RewardFiltersSearch }
  /** A desktop row: applies at once. `value` undefined is "all". */
  | { type: 'filter.selected'; filter: RewardFilterName; value: unknown }
  | { type: 'drawer.opened' }
  | { type: 'draft.selected'; filter: RewardFilterName; value: unknown }
  | { type: 'drawer.reset' }
  | { type: 'drawer.confirmed' }
  /** The drawer closed without Confirm (close button, Escape, overlay): the draft is discarded. */
  | { type: 'drawer.dismissed' };

/**
 * The transaction-history filter panel (§2): desktop rows that apply at once, and below 768 px a drawer
 * whose choices apply only on Confirm. The address and the applied filters follow each other: every
 * applied change is written back with `syncUrl` (the app replaces the history entry), every address
 * change is read in, and an address the visitor may not ask for is rewritten to what is shown.
 */
export const rewardFiltersMachine = setup({
  types: {
    context: {} as { options: RewardFilterOptions; applied: RewardFilters; draft: RewardFilters },
    input: {} as RewardFiltersInput,
    events: {} as RewardFiltersEvent,
  },
  actions: {
    syncUrl: (_, _filters: RewardFilters) => {
      throw new Error('rewardFilters: the `syncUrl` action was not provided');
    },
    readUrl: assign({
      applied: ({ context, event }) =>
        event.type === 'url.changed' ? filtersFromSearch(event.search, context.options) : context.applied,
    }),
    applyFilter: assign({
      applied: ({ context, event }) =>
        event.type === 'filter.selected'
          ? withFilter(context.applied, event.filter, event.value, context.options)
          : context.applied,
    }),
    startDraft: assign({ draft: ({ context }) => context.applied }),
    editDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'draft.selected'
          ? withFilter(context.draft, event.filter, event.value, context.options)
          : context.draft,
    }),
    resetDraft: assign({
      draft: ({ context }) => ({
        activityType: defaultActivityType(context.options),
        prize: undefined,
        status: undefined,
        activityRound: context.draft.activityRound,
      }),
    }),
    applyDraft: assign({ applied: ({ context }) => context.draft }),
  },
  guards: {
    addressDiffers: ({ context, event }) =>
      event.type === 'url.changed' &&
      !sameFilters(filtersFromSearch(event.search, context.options), event.search),
  },
}).createMachine({
  meta: {
    description:
      'The filters of the rewards history: the rows of filter chips (wide screens) and the filter drawer (phones), kept in the address bar.',
  },
  id: 'rewardFilters',
  context: ({ input }) => {
    const applied = filtersFromSearch(input.search, input.options);
    return { options: input.options, applied, draft: applied };
  },
  initial: 'rows',
  on: {
    'url.changed': [
      {
        guard: 'addressDiffers',
        actions: ['readUrl', { type: 'syncUrl', params: ({ context }) => context.applied }],
      },
      { actions: 'readUrl' },
    ],
  },
  states: {
    rows: {
      meta: {
        description: 'The rows of filter chips, the chosen ones marked; the rewards below match them.',
      },
      on: {
        'filter.selected': {
          actions: ['applyFilter', { type: 'syncUrl', params: ({ context }) => context.applied }],
        },
        'drawer.opened': { target: 'drawer', actions: 'startDraft' },
      },
    },
    drawer: {
      meta: {
        description:
          'The filter drawer: the chips as drafted, with *Reset* and *Confirm*; the rewards behind it keep the applied filters.',
      },
      tags: ['drawerOpen'],
      on: {
        'draft.selected': { actions: 'editDraft' },
        'drawer.reset': { actions: 'resetDraft' },
        'drawer.confirmed': {
          target: 'rows',
          actions: ['applyDraft', { type: 'syncUrl', params: ({ context }) => context.applied }],
        },
        'drawer.dismissed': 'rows',
      },
    },
  },
});
