import { assign, fromPromise, setup } from 'xstate';
import { BusinessCode } from '../contract/codes';
import { TradingType, type CategoryDetails, type TradingType as Category } from '../contract/contest';
import type { SignMatchResponse } from '../contract/race';

export interface RegistrationRequest {
  login: string;
  tradingType: Category;
}

/**
 * What the `signMatch` actor answers: the registration, or the service's refusal with its business code
 * (`null` when the answer had none, e.g. it did not parse) and the request's trace id.
 */
export type SignMatchAnswer =
  { ok: true; registration: SignMatchResponse } | { ok: false; code: number | null; traceId: string | null };

export interface RegistrationInput {
  /** §2 eligibility: whether the person's nationality can enter the contest at all. */
  nationalityEligible: boolean;
}

export interface RegistrationContext {
  nationalityEligible: boolean;
  /** Entry requirements per category (§5), for the minimum equity a failure quotes. */
  categories: CategoryDetails[];
  /** The trading-platform login to enter: digits only. */
  login: string;
  tradingType: Category;
  /** The contest account id of a successful registration. */
  accountId: number | null;
  /** The trace id of the last refused request, for customer service. */
  traceId: string | null;
}

export type RegistrationEvent =
  | { type: 'login.changed'; value: string }
  | { type: 'category.selected'; tradingType: Category }
  | { type: 'submitted' }
  | { type: 'dismissed' };

/**
 * The minimum equity at registration of a category (§5 `registerGross`), if known; in yen
 * (`registerGrossJpy`) for Japanese nationals (§1).
 */
export function minimumEquity(
  context: Pick<RegistrationContext, 'categories' | 'tradingType'>,
  { yen }: { yen: boolean },
) {
  const category = context.categories.find((candidate) => candidate.id === context.tradingType);
  if (!category) return null;
  return yen ? category.registerGrossJpy : category.registerGross;
}

export const registrationFailureReasons = [
  'regionNotEligible',
  'alreadyEnrolled',
  'blacklisted',
  'accountNotOwned',
  'equityTooLow',
  'maxAccountsReached',
  'enrolmentClosed',
  'unknown',
] as const;
export type RegistrationFailureReason = (typeof registrationFailureReasons)[number];

/** §8, INTERPRETATIONS "§4 registration failures": the reason of each code `signMatch` answers. */
export function failureReasonOf(code: number | null): RegistrationFailureReason {
  switch (code) {
    case BusinessCode.NATIONALITY_NOT_ELIGIBLE:
      return 'regionNotEligible';
    case BusinessCode.ACCOUNT_ALREADY_ENROLLED:
      return 'alreadyEnrolled';
    case BusinessCode.BLACKLIST_UNAVAILABLE_FOR_ENROLMENT:
    case BusinessCode.USER_BLACKLISTED:
      return 'blacklisted';
    case BusinessCode.ACCOUNT_NOT_FOUND:
      return 'accountNotOwned';
    case BusinessCode.NET_WORTH_NOT_UP_TO_STANDARD:
      return 'equityTooLow';
    case BusinessCode.MAX_ACCOUNTS_REACHED:
      return 'maxAccountsReached';
    case BusinessCode.ENROLMENT_CLOSED:
      return 'enrolmentClosed';
    default:
      return 'unknown';
  }
}

const isRegistered = (answer: SignMatchAnswer): answer is { ok: true; registration: SignMatchResponse } =>
  answer.ok && Number.isInteger(answer.registration.id);

const refusalTraceId = ({ event }: { event: { output: SignMatchAnswer } }) => ({
  traceId: event.output.ok ? null : event.output.traceId,
});

/** The `onDone` branch into `failed.<reason>` for answers refused with that reason. */
const refusedFor = (reason: RegistrationFailureReason) => ({
  guard: ({ event }: { event: { output: SignMatchAnswer } }) =>
    !isRegistered(event.output) && failureReasonOf(event.output.ok ? null : event.output.code) === reason,
  target: `failed.${reason}`,
  actions: { type: 'setTraceId' as const, params: refusalTraceId },
});

const traceIdOf = (error: unknown): string | null => {
  const traceId = (error as { traceId?: unknown } | null)?.traceId;
  return typeof traceId === 'string' ? traceId : null;
};

/**
 * Manual registration (§4): offered only to a nationality that can enter (§2); idle → validating (a
 * spinner, "do not close this window") → success (the account id, then the page reloads) or a failure
 * of its own per business code (§8). The feature provides `loadCategories`, `signMatch` and `reloadPage`.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    loadCategories: fromPromise<CategoryDetails[]>(() => {
      throw new Error('registration: the `loadCategories` actor was not provided');
    }),
    signMatch: fromPromise<SignMatchAnswer, RegistrationRequest>(() => {
      throw new Error('registration: the `signMatch` actor was not provided');
    }),
  },
  actions: {
    setTraceId: assign((_, params: { traceId: string | null }) => ({ traceId: params.traceId })),
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
  meta: { description: 'The contest registration panel: who may enter, the entry form and its answers.' },
  id: 'registration',
  context: ({ input }) => ({
    nationalityEligible: input.nationalityEligible,
    categories: [],
    login: '',
    tradingType: TradingType.MASTER,
    accountId: null,
    traceId: null,
  }),
  initial: 'checkingRegion',
  states: {
    checkingRegion: {
      meta: { description: 'Decides at once whether the person’s nationality can enter the contest.' },
      always: [
        { guard: ({ context }) => context.nationalityEligible, target: 'preparing' },
        { target: 'regionClosed' },
      ],
    },
    regionClosed: {
      tags: ['regionClosed'],
      meta: {
        description:
          'The contest is not open to the person’s country or region: no form, one sentence saying so.',
      },
    },
    preparing: {
      meta: { description: 'The entry requirements are loading; the form is shown but cannot be sent.' },
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'idle', actions: assign({ categories: ({ event }) => event.output }) },
        // Registration still works; an equity failure then cannot quote the minimum.
        onError: 'idle',
      },
    },
    idle: {
      meta: { description: 'The person types an account number and picks a category.' },
      initial: 'editing',
      on: {
        'login.changed': {
          guard: ({ event }) => /^\d*$/.test(event.value),
          target: '.editing',
          actions: assign({ login: ({ event }) => event.value }),
        },
        'category.selected': { actions: assign({ tradingType: ({ event }) => event.tradingType }) },
        submitted: [{ guard: 'hasLogin', target: 'validating' }, { target: '.loginMissing' }],
      },
      states: {
        editing: { meta: { description: 'The form, without any message.' } },
        loginMissing: {
          tags: ['loginMissing'],
          meta: {
            description:
              'Sent without an account number: the field is marked invalid, says what is missing, and nothing is sent.',
          },
        },
      },
    },
    validating: {
      tags: ['busy'],
      meta: { description: 'The service checks the account; a spinner asks not to close the window.' },
      invoke: {
        id: 'signMatch',
        src: 'signMatch',
        input: ({ context }) => ({ login: context.login, tradingType: context.tradingType }),
        onDone: [
          {
            // §7: success is indicated by an id in the answer.
            guard: ({ event }) => isRegistered(event.output),
            target: 'success',
            actions: assign({
              accountId: ({ event }) =>
                isRegistered(event.output) ? event.output.registration.accountId : null,
            }),
          },
          ...registrationFailureReasons.map(refusedFor),
        ],
        onError: {
          target: 'failed.unknown',
          actions: { type: 'setTraceId', params: ({ event }) => ({ traceId: traceIdOf(event.error) }) },
        },
      },
    },
    success: {
      meta: { description: 'The account is registered: its id shows, and the page reloads after 3 s.' },
      after: { reloadDelay: 'reloading' },
    },
    reloading: {
      type: 'final',
      meta: { description: 'The page reloads to show the new entry.' },
      entry: 'reloadPage',
    },
    failed: {
      tags: ['failed'],
      meta: {
        description: 'The service refused the account; the message says why, and “Try again” returns.',
      },
      on: { dismissed: { target: 'idle', actions: { type: 'setTraceId', params: { traceId: null } } } },
      initial: 'unknown',
      states: {
        regionNotEligible: {
          meta: {
            description: 'Refused with 56106: the contest is not open to the person’s country or region.',
          },
        },
        alreadyEnrolled: {
          meta: { description: 'Refused with 56108: this account is already in the current round.' },
        },
        blacklisted: {
          meta: {
            description:
              'Refused with 55004 or 56105: the account or the person may not take part in the contest.',
          },
        },
        accountNotOwned: {
          meta: {
            description: 'Refused with 56107: the number is not one of the person’s trading accounts.',
          },
        },
        equityTooLow: {
          meta: {
            description:
              'Refused with 55010: the equity is below the category’s minimum, which the message names when known.',
          },
        },
        maxAccountsReached: {
          meta: {
            description: 'Refused with 56109: the person already has the most accounts the category allows.',
          },
        },
        enrolmentClosed: {
          meta: { description: 'Refused with 56110: the contest has ended, so registration is closed.' },
        },
        unknown: {
          meta: {
            description:
              'Any other refusal or a failed request: a generic message with the trace id for customer service.',
          },
        },
      },
    },
  },
});
