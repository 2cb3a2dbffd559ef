// The rendered paths are in src/app/SessionShell.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { sessionMachine, type SessionPage } from './session.machine';
import { delayedEventTypes, generateModelPaths, reachedStates } from './testing/modelPaths';
import {
  heldCallOutcomes,
  sessionUser as user,
  startHeldSession,
  switchFailure,
} from './testing/sessionHarness';

const pages = {
  clientEvent: { requiresSession: false, neededType: 'crm_client' },
  ibEvent: { requiresSession: false, neededType: 'crm_ib' },
  history: { requiresSession: true, neededType: null },
} satisfies Record<string, SessionPage>;

/** The session with its service calls held, on the IB event page unless told otherwise. */
const startSession = (page: SessionPage = pages.ibEvent) => startHeldSession(page);

describe('session machine', () => {
  it('reaches every state from the service’s answers and the person’s controls', () => {
    const paths = generateModelPaths(sessionMachine, {
      input: { page: pages.ibEvent },
      events: [
        ...heldCallOutcomes(new Error('Failed to request!')),
        { type: 'page.changed', page: pages.clientEvent },
        { type: 'page.changed', page: pages.history },
        { type: 'switch.requested' },
        { type: 'logout.requested' },
        { type: 'retry.requested' },
        ...delayedEventTypes(sessionMachine).map((type) => ({ type })),
      ] as never,
    });
    expect(reachedStates(paths)).toEqual([
      'loading',
      'loggedOut',
      'loggingOut',
      'noSession',
      'rechecking',
      'reloadingAfterRetry',
      'reloadingAfterSwitch',
      'retryingSwitch',
      'signedIn',
      'switchFailed',
      'switchRetryFailed',
      'switching',
      'unauthorized',
      'unavailable',
      'wrongType',
    ]);
  });
});

describe('session: the one-retry rule', () => {
  it('never switches for a person without switchUser: the page is for the other type (defect 6)', async () => {
    const { actor, settle, switchCalls } = startSession(pages.ibEvent);
    await settle('fetchSession', 'resolve', user('crm_client', false));
    expect(actor.getSnapshot().matches('wrongType')).toBe(true);
    actor.send({ type: 'page.changed', page: pages.ibEvent });
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().matches('wrongType')).toBe(true);
    actor.send({ type: 'page.changed', page: pages.clientEvent });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    actor.send({ type: 'page.changed', page: pages.ibEvent });
    expect(actor.getSnapshot().matches('wrongType')).toBe(true);
    expect(switchCalls()).toBe(0);
  });

  it('a failed switch call is said to have failed, and may be retried once, never more (defect 6)', async () => {
    const { actor, settle, switchCalls } = startSession(pages.ibEvent);
    await settle('fetchSession', 'resolve', user('crm_client'));
    await settle('switchUserType', 'reject', switchFailure);
    expect(actor.getSnapshot().matches('switchFailed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ traceId: 'trace-switch' });
    // Opening the page again does not start another switch: only the person's retry does.
    actor.send({ type: 'page.changed', page: pages.ibEvent });
    expect(switchCalls()).toBe(1);
    actor.send({ type: 'retry.requested' });
    await settle('switchUserType', 'reject', switchFailure);
    expect(actor.getSnapshot().matches('switchRetryFailed')).toBe(true);
    actor.send({ type: 'retry.requested' });
    actor.send({ type: 'page.changed', page: pages.ibEvent });
    expect(actor.getSnapshot().matches('switchRetryFailed')).toBe(true);
    expect(switchCalls()).toBe(2);
  });

  it("a retried switch that works signs in with the page's type", async () => {
    const { actor, settle } = startSession(pages.ibEvent);
    await settle('fetchSession', 'resolve', user('crm_client'));
    await settle('switchUserType', 'reject', switchFailure);
    actor.send({ type: 'retry.requested' });
    await settle('switchUserType', 'resolve', null);
    await settle('fetchSession', 'resolve', user('crm_ib'));
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('re-checks the session when its 7200 s lifetime ends', async () => {
    const { actor, settle, clock } = startSession(pages.clientEvent);
    await settle('fetchSession', 'resolve', user('crm_client'));
    clock.increment(7199 * 1000);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('after a failed check, "Try again" asks the service again and signs in with its answer', async () => {
    const { actor, settle } = startSession(pages.clientEvent);
    await settle('fetchSession', 'reject', new Error('Failed to request!'));
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().matches('rechecking')).toBe(true);
    await settle('fetchSession', 'resolve', user('crm_client'));
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('ignores the switch control for a user without switchUser', async () => {
    const { actor, settle } = startSession(pages.history);
    await settle('fetchSession', 'resolve', user('crm_client', false));
    actor.send({ type: 'switch.requested' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});
