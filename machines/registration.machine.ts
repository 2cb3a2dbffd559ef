import { assign, fromPromise, setup } from 'xstate';
import { TradingType, type CategoryDetails, type TradingType as Category } from '../contract/contest';
import type { SignMatchResponse } from '../contract/race';

export interface RegistrationRequest {
  login: string;
  tradingType: Category;
}

export interface RegistrationContext {
  /** Entry requirements per category (§5), for the minimum equity a failure quotes. */
  categories: CategoryDetails[];
  /** The trading-platform login to enter: digits only. */
  login: string;
  tradingType: Category;
  /** The contest account id of a successful registration. */
  accountId: number | null;
}

export type RegistrationEvent =
  | { type: 'login.changed'; value: string }
  | { type: 'category.selected'; tradingType: Category }
  | { type: 'submitted' }
  | { type: 'dismissed' };

/** The minimum equity at registration of a category (§5 `registerGross`), if known. */
export function minimumEquity(context: Pick<RegistrationContext, 'categories' | 'tradingType'>) {
  return context.categories.find((category) => category.id === context.tradingType)?.registerGross ?? null;
}

/**
 * Manual registration (§4): idle → validating (a spinner, "do not close this window") → success (the
 * account id, then the page reloads) or failure (the category's minimum equity). The feature provides
 * `loadCategories`, `signMatch` (resolving `false` when the service refuses) and `reloadPage`.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    loadCategories: fromPromise<CategoryDetails[]>(() => {
      throw new Error('registration: the `loadCategories` actor was not provided');
    }),
    signMatch: fromPromise<SignMatchResponse | false, RegistrationRequest>(() => {
      throw new Error('registration: the `signMatch` actor was not provided');
    }),
  },
  actions: {
    reloadPage: () => {
      throw new Error('registration: the `reloadPage` action was not provided');
    },
  },
  guards: {
    hasLogin: ({ context }) => /^\d+$/.test(context.login),
  },
  delays: {
    /** Long enough to read the success message before the page reloads. */
    reloadDelay: 3000,
  },
}).createMachine({
  id: 'registration',
  context: { categories: [], login: '', tradingType: TradingType.MASTER, accountId: null },
  initial: 'preparing',
  states: {
    preparing: {
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'idle', actions: assign({ categories: ({ event }) => event.output }) },
        // Registration still works; a failure then cannot quote the minimum equity.
        onError: 'idle',
      },
    },
    idle: {
      on: {
        'login.changed': {
          guard: ({ event }) => /^\d*$/.test(event.value),
          actions: assign({ login: ({ event }) => event.value }),
        },
        'category.selected': { actions: assign({ tradingType: ({ event }) => event.tradingType }) },
        submitted: { guard: 'hasLogin', target: 'validating' },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'signMatch',
        src: 'signMatch',
        input: ({ context }) => ({ login: context.login, tradingType: context.tradingType }),
        onDone: [
          {
            // §7: success is indicated by an id in the answer.
            guard: ({ event }) => event.output !== false && Number.isInteger(event.output.id),
            target: 'success',
            actions: assign({ accountId: ({ event }) => (event.output ? event.output.accountId : null) }),
          },
          { target: 'failure' },
        ],
        onError: 'failure',
      },
    },
    success: {
      after: { reloadDelay: 'reloading' },
    },
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
    failure: {
      on: { dismissed: 'idle' },
    },
  },
});
