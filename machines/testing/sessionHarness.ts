import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { BusinessCode, SessionMessage, type SessionUser, type UserType } from '../../contract';
import { sessionMachine, type SessionPage } from '../session.machine';
import { failureCause } from './plainWords';

export const sessionUser = (userType: UserType, switchUser = true): SessionUser => ({
  uuid: 'user-1',
  nationality: '1',
  switchUser,
  userType,
  blacklist: [],
});

/** A failed session call as the API client reports it: the service's message and code, with a trace id. */
export const sessionFailure = (code: number, message: string) =>
  Object.assign(new Error(message), { code, traceId: 'trace-1' });

/** A switch call that failed, as the API client reports it: the service's message and the trace id. */
export const switchFailure = Object.assign(new Error('System error'), { code: 500, traceId: 'trace-switch' });

type HeldCall = 'fetchSession' | 'switchUserType' | 'endSession';

/**
 * The session machine with its service calls held until the test settles them, its navigation effects
 * recorded, and a simulated clock for the session's lifetime.
 */
export function startHeldSession(page: SessionPage) {
  const pending: Partial<Record<HeldCall, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>> =
    {};
  let switchCount = 0;
  const held = (call: HeldCall) =>
    fromPromise(
      () =>
        new Promise((resolve, reject) => {
          if (call === 'switchUserType') switchCount += 1;
          pending[call] = { resolve, reject };
        }),
    );
  const goToLogin = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: held('fetchSession') as never,
        switchUserType: held('switchUserType') as never,
        endSession: held('endSession') as never,
      },
      actions: { goToLogin },
    }),
    { input: { page }, clock },
  ).start();
  /** Settles the running call and lets its settlement reach the actor. */
  const settle = async (call: HeldCall, how: 'resolve' | 'reject', value: unknown) => {
    const running = pending[call];
    if (!running) throw new Error(`${call} is not running`);
    pending[call] = undefined;
    running[how](value);
    await new Promise((next) => setTimeout(next, 0));
  };
  /** How many switch calls were made: a failed switch may be retried once, never more. */
  const switchCalls = () => switchCount;
  return { actor, clock, settle, goToLogin, switchCalls };
}

/**
 * The answers the held calls can give, as model events: both user types, with and without the switchUser
 * flag, both cookie failures, a request that failed (`unanswered`, as the caller's API client reports it), and a
 * failed switch.
 */
export const heldCallOutcomes = (unanswered: unknown) => [
  { type: 'xstate.done.actor.fetchSession', output: sessionUser('crm_client') },
  { type: 'xstate.done.actor.fetchSession', output: sessionUser('crm_ib') },
  { type: 'xstate.done.actor.fetchSession', output: sessionUser('crm_client', false) },
  { type: 'xstate.done.actor.fetchSession', output: sessionUser('crm_ib', false) },
  {
    type: 'xstate.error.actor.fetchSession',
    error: sessionFailure(BusinessCode.SESSION_MISSING, SessionMessage.MISSING),
  },
  {
    type: 'xstate.error.actor.fetchSession',
    error: sessionFailure(BusinessCode.SESSION_INVALID_FORMAT, SessionMessage.INVALID_FORMAT),
  },
  { type: 'xstate.error.actor.fetchSession', error: unanswered },
  { type: 'xstate.done.actor.switchUserType', output: null },
  { type: 'xstate.error.actor.switchUserType', error: switchFailure },
  { type: 'xstate.done.actor.endSession', output: null },
];

type Settles = { settle: ReturnType<typeof startHeldSession>['settle'] };

/** How a path step of `heldCallOutcomes` is carried out: by settling the held call with its value. */
export const settleHeldCalls = {
  'xstate.done.actor.fetchSession': ({ settle }: Settles, event: unknown) =>
    settle('fetchSession', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.fetchSession': ({ settle }: Settles, event: unknown) =>
    settle('fetchSession', 'reject', (event as { error: unknown }).error),
  'xstate.done.actor.switchUserType': ({ settle }: Settles) => settle('switchUserType', 'resolve', null),
  'xstate.error.actor.switchUserType': ({ settle }: Settles) =>
    settle('switchUserType', 'reject', switchFailure),
  'xstate.done.actor.endSession': ({ settle }: Settles) => settle('endSession', 'resolve', null),
};

const accountWords = (user: SessionUser) =>
  `${user.userType === 'crm_ib' ? 'an IB' : 'a client'} account${user.switchUser ? ' that may switch' : ' that may not switch'}`;

/** How the held calls' answers read in the QA report. */
export const heldCallWording = {
  'xstate.done.actor.fetchSession': (event: unknown) =>
    `The service answers the session check: signed in with ${accountWords((event as { output: SessionUser }).output)}.`,
  'xstate.error.actor.fetchSession': (event: unknown) =>
    `The session check fails: ${failureCause((event as { error: unknown }).error)}.`,
  'xstate.done.actor.switchUserType': 'The service accepts the switch of account type.',
  'xstate.error.actor.switchUserType': (event: unknown) =>
    `The switch of account type fails: ${failureCause((event as { error?: unknown }).error ?? switchFailure)}.`,
  'xstate.done.actor.endSession': 'The service ends the session.',
};
