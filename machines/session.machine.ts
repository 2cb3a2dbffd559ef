import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  BusinessCode,
  readSessionMessage,
  SESSION_MAX_AGE_SECONDS,
  type SessionMessageMeaning,
  type SessionUser,
  type UserType,
} from '../contract';

/** What the page being shown asks of the session (the app derives it from the URL, §4). */
export interface SessionPage {
  /** Transaction history, the personal race page, the demo form: no session means logout (§5). */
  requiresSession: boolean;
  /** The account type the page is for; `null` when any type will do. */
  neededType: UserType | null;
}

/** A failed session call as the machine keeps it: what the §5 message says, the business code, the trace id. */
export interface SessionFailure {
  message: SessionMessageMeaning;
  code?: number;
  traceId?: string;
}

export interface SessionContext {
  page: SessionPage;
  user: SessionUser | null;
  failure: SessionFailure | null;
}

export type SessionEvent =
  | { type: 'page.changed'; page: SessionPage }
  /** The switchUser control: swap to the other view through the same switch as a page would. */
  | { type: 'switch.requested' }
  | { type: 'logout.requested' }
  /** "Try again": the session call after it failed, or the one retry of a failed switch. */
  | { type: 'retry.requested' };

const otherType = (type: UserType): UserType => (type === 'crm_client' ? 'crm_ib' : 'crm_client');

const asFailure = (error: unknown): SessionFailure => {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, code, traceId } = error as { message: unknown; code?: unknown; traceId?: unknown };
    return {
      message: readSessionMessage(String(message)),
      code: typeof code === 'number' ? code : undefined,
      traceId: typeof traceId === 'string' ? traceId : undefined,
    };
  }
  return { message: readSessionMessage(String(error)) };
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

/** On a page of the wrong type: a page the account's type may see signs in again; any other is only noted. */
const pageChangedWhileStuck = [
  {
    guard: {
      type: 'newPageAcceptsType',
      params: ({ event }: { event: { page: SessionPage } }) => event.page,
    },
    target: 'signedIn',
    actions: { type: 'storePage', params: ({ event }: { event: { page: SessionPage } }) => event.page },
  },
  { actions: { type: 'storePage', params: ({ event }: { event: { page: SessionPage } }) => event.page } },
] as const;

const fetchedUser = ({ event }: { event: DoneActorEvent<SessionUser> }) => event.output;

/** The session call and where its answer leads: the first check, and "Try again" after a failed one. */
const checkSession = {
  id: 'fetchSession',
  src: 'fetchSession',
  onDone: [
    {
      guard: { type: 'fetchedTypeIsWrongAndCannotSwitch', params: fetchedUser },
      target: 'wrongType',
      actions: { type: 'storeUser', params: fetchedUser },
    },
    {
      guard: { type: 'fetchedTypeIsWrong', params: fetchedUser },
      target: 'switching',
      actions: { type: 'storeUser', params: fetchedUser },
    },
    { target: 'signedIn', actions: { type: 'storeUser', params: fetchedUser } },
  ],
  onError: sessionFailureTransitions,
} as const;

/**
 * One attempt at switching the account type: the switch call, then the session loaded again to see the
 * new type. Either failing leads to `failed`; the first attempt and the one retry differ only in names.
 */
function switchAttempt(names: {
  switchingDescription: string;
  reloading: 'reloadingAfterSwitch' | 'reloadingAfterRetry';
  reloadingDescription: string;
  failed: 'switchFailed' | 'switchRetryFailed';
}) {
  const switching = {
    meta: { description: names.switchingDescription },
    tags: ['busy'],
    invoke: {
      id: 'switchUserType',
      src: 'switchUserType',
      input: ({ context }: { context: SessionContext }) => ({
        userType: context.page.neededType ?? ('crm_client' as const),
      }),
      onDone: names.reloading,
      onError: { target: names.failed, actions: { type: 'storeFailure', params: failed } },
    },
  } as const;
  const reloading = {
    meta: { description: names.reloadingDescription },
    tags: ['busy'],
    invoke: {
      id: 'fetchSession',
      src: 'fetchSession',
      onDone: [
        {
          guard: { type: 'fetchedTypeIsWrong', params: fetchedUser },
          target: names.failed,
          actions: [{ type: 'storeUser', params: fetchedUser }, 'forgetFailure'],
        },
        { target: 'signedIn', actions: { type: 'storeUser', params: fetchedUser } },
      ],
      onError: sessionFailureTransitions,
    },
  } as const;
  return { switching, reloading };
}

const firstSwitch = switchAttempt({
  switchingDescription:
    "The page is for the other account type: the site switches the person's account to it.",
  reloading: 'reloadingAfterSwitch',
  reloadingDescription: 'The switch was accepted: the site loads the session again to see the new type.',
  failed: 'switchFailed',
});
/** The one retry after a failed switch: the second and last attempt. */
const retriedSwitch = switchAttempt({
  switchingDescription: 'The person asked to try the switch again: the second and last switch call runs.',
  reloading: 'reloadingAfterRetry',
  reloadingDescription: 'The second switch was accepted: the site loads the session again.',
  failed: 'switchRetryFailed',
});

/**
 * The visitor's session (§4, §5): fetch it; on a page for the other account type, switch when the account
 * may (a failed switch is said, with one retry, never a loop) and otherwise say whom the page is for, send visitors without a
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
    storeUser: assign({ user: (_, user: SessionUser) => user, failure: null }),
    storeFailure: assign({ failure: (_, error: unknown) => asFailure(error) }),
    forgetFailure: assign({ failure: null }),
    storePage: assign({ page: (_, page: SessionPage) => page }),
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
    fetchedTypeIsWrongAndCannotSwitch: ({ context }, user: SessionUser) =>
      isWrongType(context.page, user.userType) && !user.switchUser,
    newPageNeedsOtherTypeAndCannotSwitch: ({ context }, page: SessionPage) =>
      context.user !== null && isWrongType(page, context.user.userType) && !context.user.switchUser,
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
  meta: {
    description:
      "The visitor's session: signed in or not, the account type (client or IB), switching between them, and logging out; it drives the header and the page gate.",
  },
  id: 'session',
  context: ({ input }) => ({ page: input.page, user: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: {
        description:
          'The site asks the service who the visitor is; the header shows neither login nor logout.',
      },
      tags: ['busy'],
      invoke: checkSession,
    },
    /** Ask the service to switch, then load the session again (the switch replaces the cookie's type). */
    switching: firstSwitch.switching,
    reloadingAfterSwitch: firstSwitch.reloading,
    /** The first switch failed: say so and offer one retry, never a reload. */
    switchFailed: {
      meta: {
        description:
          'The switch to the page\'s account type failed: the page says so and offers one "Try again".',
      },
      tags: ['signedIn'],
      on: {
        'retry.requested': 'retryingSwitch',
        'page.changed': pageChangedWhileStuck,
        'logout.requested': 'loggingOut',
      },
    },
    retryingSwitch: retriedSwitch.switching,
    reloadingAfterRetry: retriedSwitch.reloading,
    /** The one retry is spent: no further switch; the person is pointed to the page for their own type. */
    switchRetryFailed: {
      meta: {
        description:
          "The switch failed again: the page says so, with a link to the page for the account's own type, and no more retries.",
      },
      tags: ['signedIn'],
      on: {
        'page.changed': pageChangedWhileStuck,
        'logout.requested': 'loggingOut',
      },
    },
    /** No switchUser flag: this person cannot see the page, whatever they do here. */
    wrongType: {
      meta: {
        description:
          "The page is for the other account type and this account cannot switch: the page says who it is for, with a link to the page for the account's own type.",
      },
      tags: ['signedIn'],
      on: {
        'page.changed': pageChangedWhileStuck,
        'logout.requested': 'loggingOut',
      },
    },
    signedIn: {
      meta: { description: 'Signed in with the account type the page needs: the page shows its content.' },
      tags: ['signedIn'],
      after: { sessionLifetime: 'loading' },
      on: {
        'page.changed': [
          {
            guard: { type: 'newPageNeedsOtherTypeAndCannotSwitch', params: ({ event }) => event.page },
            target: 'wrongType',
            actions: { type: 'storePage', params: ({ event }) => event.page },
          },
          {
            guard: { type: 'newPageNeedsOtherType', params: ({ event }) => event.page },
            target: 'switching',
            actions: { type: 'storePage', params: ({ event }) => event.page },
          },
          { actions: { type: 'storePage', params: ({ event }) => event.page } },
        ],
        'switch.requested': {
          guard: 'canSwitch',
          target: 'switching',
          actions: 'askForOtherType',
        },
        'logout.requested': 'loggingOut',
      },
    },
    /** No JSID cookie: public pages offer register and login; pages that need a session send to logout. */
    noSession: {
      meta: {
        description:
          'No session cookie: public pages offer register and login; a page that needs a session sends to logout.',
      },
      always: { guard: 'pageRequiresSession', target: 'loggingOut' },
      tags: ['signedOut'],
      on: {
        // The `always` above sends to logout once a page that needs a session is opened.
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
      },
    },
    /** A cookie the service rejects (invalid format, expired): shown with its trace id, then sign in again. */
    unauthorized: {
      meta: {
        description:
          'The service rejects the session cookie: what it said is shown in the person\'s language, with the trace id and "Sign in".',
      },
      tags: ['signedOut'],
      on: {
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
        'logout.requested': 'loggingOut',
      },
    },
    /**
     * The session call itself failed (network, timeout, server fault): whether the person is signed in is
     * unknown, so no page shows them as signed out.
     */
    unavailable: {
      meta: {
        description:
          'The session call failed: a page that needs the session says so and offers "Try again"; a public page shows its content, and the header says the session could not be checked, with "Try again", instead of "Log in".',
      },
      tags: ['unchecked'],
      on: {
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
        'retry.requested': 'rechecking',
      },
    },
    rechecking: {
      meta: {
        description:
          'After "Try again" the site asks the service again; on a public page the header\'s notice stays, its button busy, until the answer comes.',
      },
      tags: ['unchecked', 'busy'],
      invoke: checkSession,
      on: {
        'page.changed': { actions: { type: 'storePage', params: ({ event }) => event.page } },
      },
    },
    loggingOut: {
      meta: {
        description: 'The site ends the session with the service before sending the person to sign in.',
      },
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
      meta: { description: 'The person is sent to the login page.' },
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
