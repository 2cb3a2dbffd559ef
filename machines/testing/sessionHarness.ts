import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SessionUser, UserType } from '../../contract';
import { sessionMachine, type SessionPage } from '../session.machine';

export const sessionUser = (userType: UserType, switchUser = true): SessionUser => ({
  uuid: 'user-1',
  nationality: '1',
  switchUser,
  userType,
  blacklist: [],
  isVerified: true,
  refreshToken: 'refresh',
  sessionId: 'session',
});

/** A failed session call as the API client reports it: the service's message and code, with a trace id. */
export const sessionFailure = (code: number, message: string) =>
  Object.assign(new Error(message), { code, traceId: 'trace-1' });

type HeldCall = 'fetchSession' | 'switchUserType' | 'endSession';

/**
 * The session machine with its service calls held until the test settles them, its navigation effects
 * recorded, and a simulated clock for the session's lifetime.
 */
export function startHeldSession(page: SessionPage) {
  const pending: Partial<Record<HeldCall, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>> =
    {};
  const held = (call: HeldCall) =>
    fromPromise(() => new Promise((resolve, reject) => void (pending[call] = { resolve, reject })));
  const goToLogin = vi.fn();
  const reloadPage = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: held('fetchSession') as never,
        switchUserType: held('switchUserType') as never,
        endSession: held('endSession') as never,
      },
      actions: { goToLogin, reloadPage },
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
  return { actor, clock, settle, goToLogin, reloadPage };
}
