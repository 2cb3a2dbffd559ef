import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { BusinessCode, SESSION_MAX_AGE_SECONDS, type SessionUser, type UserType } from '../contract';

/** What the page being shown asks of the session (the app derives it from the URL, §4). */
export interface SessionPage {
  /** Transaction history, the personal race page, the demo form: no session means logout (§5). */
  requiresSession: boolean;
  /** The account type the page is for; `null` when any type will do. */
  neededType: UserType | null;
}

/** How a failed session call reaches the machine: the service's §5 message, its business code, the trace id. */
export interface SessionFailure {
  message: string;
  code?: number;
  traceId?: string;
}

export interface SessionContext {
  page: SessionPage;
  user: SessionUser | null;
  /** The session's type when the page asked for a switch; the `{before}` of the one-retry message. */
  typeBeforeSwitch: UserType | null;
  failure: SessionFailure | null;
}

export type SessionEvent =
  | { type: 'page.changed'; page: SessionPage }
  /** The switchUser control: swap to the other view through the same switch as a page would. */
  | { type: 'switch.requested' }
  | { type: 'logout.requested' }
  | { type: 'retry.requested' }
  /** The one-retry message's button: reload the page, and with it the session. */
  | { type: 'reload.requested' };

const otherType = (type: UserType): UserType => (type === 'crm_client' ? 'crm_ib' : 'crm_client');

const asFailure = (error: unknown): SessionFailure => {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, code, traceId } = error as { message: unknown; code?: unknown; traceId?: unknown };
    return {
      message: String(message),
      code: typeof code === 'number' ? code : undefined,
      traceId: typeof traceId === 'string' ? traceId : undefined,
    };
  }
  return { message: String(error) };
};

/** Where a failed session call leads (§5): the service's code tells a missing cookie from a rejected one. */
const failed = ({ event }: { event: ErrorActorEvent }) => event.error;
const sessionFailureTransitions = [
  {
    guard: { type: 'cookieMissing', params: failed },
    target: 'noSession',
    actions: { type: 'storeFailure', params: failed },
  },
  {
    guard: { type: 'isAuthorizationFailure', params: failed },
    target: 'unauthorized',
    actions: { type: 'storeFailure', params: failed },
  },
  { target: 'unavailable', actions: { type: 'storeFailure', params: failed } },
] as const;

/**
 * The visitor's session (§4, §5): fetch it, switch the account type a page needs (once: if the type is
 * still wrong after one switch, say so and offer a reload instead of looping), send visitors without a
 * session to logout on pages that need one, re-check when the 7200 s lifetime ends.
 *
 * The JSID cookie is httpOnly, so the page cannot read it: the service checks it and answers the §5
 * messages with their business codes, which the guards below map (missing, invalid format, expired).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { page: SessionPage },
  },
  actors: {
    fetchSession: fromNotProvided<SessionUser>('fetchSession'),
    switchUserType: fromNotProvided<unknown, { userType: UserType }>('switchUserType'),
    endSession: fromNotProvided<unknown>('endSession'),
  },
  actions: {
    goToLogin: () => {
      throw new Error('session: the `goToLogin` action was not provided');
    },
    reloadPage: () => {
      throw new Error('session: the `reloadPage` action was not provided');
    },
    storeUser: assign({ user: (_, user: SessionUser) => user, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => asFailure(error) }),
    storePage: assign({ page: (_, page: SessionPage) => page }),
    rememberTypeBeforeSwitch: assign({ typeBeforeSwitch: ({ context }) => context.user?.userType ?? null }),
    askForOtherType: assign({
      page: ({ context }) => ({
        ...context.page,
        neededType: context.user ? otherType(context.user.userType) : context.page.neededType,
      }),
    }),
  },
  guards: {
    fetchedTypeIsWrong: ({ context }, user: SessionUser) => isWrongType(context.page, user.userType),
    newPageNeedsOtherType: ({ context }, page: SessionPage) =>
      context.user !== null && isWrongType(page, context.user.userType),
    newPageAcceptsType: ({ context }, page: SessionPage) =>
      context.user !== null && !isWrongType(page, context.user.userType),
    canSwitch: ({ context }) => context.user?.switchUser === true,
    pageRequiresSession: ({ context }) => context.page.requiresSession,
    cookieMissing: (_, error: unknown) => asFailure(error).code === BusinessCode.SESSION_MISSING,
    isAuthorizationFailure: (_, error: unknown) => {
      const code = asFailure(error).code;
      return code === BusinessCode.SESSION_INVALID_FORMAT || code === BusinessCode.SESSION_EXPIRED;
    },
  },
  delays: {
    /** §9: the session lasts 7200 s; then it is checked again (and ends if the service says so). */
    sessionLifetime: SESSION_MAX_AGE_SECONDS * 1000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ page: input.page, user: null, typeBeforeSwitch: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: [
          {
            guard: { type: 'fetchedTypeIsWrong', params: ({ event }) => event.output },
            target: 'switching',
            actions: [{ type: 'storeUser', params: ({ event }) => event.output }, 'rememberTypeBeforeSwitch'],
          },
          { target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        ],
        onError: sessionFailureTransitions,
      },
    },
    /** Ask the service to switch, then load the session again (the switch replaces the cookie's type). */
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'switchUserType',
        src: 'switchUserType',
        input: ({ context }) => ({ userType: context.page.neededType ?? 'crm_client' }),
        // A refused switch is judged like a failed one: by the session that comes back.
        onDone: 'reloadingAfterSwitch',
        onError: 'reloadingAfterSwitch',
      },
    },
    reloadingAfterSwitch: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: [
          {
            guard: { type: 'fetchedTypeIsWrong', params: ({ event }) => event.output },
            target: 'switchFailed',
            actions: { type: 'storeUser', params: ({ event }) => event.output },
          },
          { target: 'signedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        ],
        onError: sessionFailureTransitions,
      },
    },
    signedIn: {
      tags: ['signedIn'],
      after: { sessionLifetime: 'loading' },
      on: {
        'page.changed': [
          {
            guard: { type: 'newPageNeedsOtherType', params: ({ event }) => event.page },
            target: 'switching',
            actions: [{ type: 'storePage', params: ({ event }) => event.page }, 'rememberTypeBeforeSwitch'],
          },
          { actions: { type: 'storePage', params: ({ event }) => event.page } },
        ],
        'switch.requested': {
          guard: 'canSwitch',
          target: 'switching',
          actions: ['rememberTypeBeforeSwitch', 'askForOtherType'],
        },
        'logout.requested': 'loggingOut',
      },
    },
    /** The one retry is spent: the type is still not the page's. No further switch until a reload. */
    switchFailed: {
      tags: ['signedIn'],
      on: {
        'reload.requested': { actions: 'reloadPage' },
        'page.changed': [
          {
            guard: { type: 'newPageAcceptsType', params: ({ event }) => event.page },
            target: 'signedIn',
            actions: { type: 'storePage', params: ({ event }) => event.page },
          },
          { actions: { type: 'storePage', params: ({ event }) => event.page } },
        ],
        'logout.requested': 'loggingOut',
      },
    },
    /** No JSID cookie: public pages offer register and login; pages that need a session send to logout. */
    noSession: {
      always: { guard: 'pageRequiresSession', target: 'loggingOut' },
      tags: ['signedOut'],
      on: {
        // The `always` above sends to logout once a page that needs a session is opened.
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
      },
    },
    /** A cookie the service rejects (invalid format, expired): shown with its trace id, then sign in again. */
    unauthorized: {
      tags: ['signedOut'],
      on: {
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
        'logout.requested': 'loggingOut',
      },
    },
    /** The session call itself failed (network, timeout, server fault). */
    unavailable: {
      tags: ['signedOut'],
      on: {
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
        'retry.requested': 'loading',
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        // Whether or not the service heard it, the visitor goes to sign in.
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    loggedOut: {
      type: 'final',
      tags: ['busy'],
      entry: 'goToLogin',
    },
  },
});

function isWrongType(page: SessionPage, userType: UserType): boolean {
  return page.neededType !== null && page.neededType !== userType;
}

function fromNotProvided<Output, Input = void>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`session: the \`${name}\` actor was not provided`)),
  );
}
