import { describe, expect, it } from 'vitest';
import { sessionMachine, type SessionPage } from './session.machine';
import { delayedEventTypes, describeModelPaths } from './testing/modelPaths';
import {
  heldCallOutcomes,
  sessionUser as user,
  settleHeldCalls,
  startHeldSession,
  switchFailure,
} from './testing/sessionHarness';

const pages = {
  clientEvent: { requiresSession: false, neededType: 'crm_client' },
  ibEvent: { requiresSession: false, neededType: 'crm_ib' },
  history: { requiresSession: true, neededType: null },
} satisfies Record<string, SessionPage>;

const [sessionLifetime] = delayedEventTypes(sessionMachine);

/** The session with its service calls held, on the IB event page unless told otherwise. */
const startSession = (page: SessionPage = pages.ibEvent) => startHeldSession(page);

type System = ReturnType<typeof startSession>;

describeModelPaths(
  'session machine',
  sessionMachine,
  {
    input: { page: pages.ibEvent },
    events: [
      ...heldCallOutcomes(new Error('Failed to request!')),
      { type: 'page.changed', page: pages.clientEvent },
      { type: 'page.changed', page: pages.history },
      { type: 'switch.requested' },
      { type: 'logout.requested' },
      { type: 'retry.requested' },
      { type: sessionLifetime! },
    ] as never,
  },
  {
    render: () => startSession(),
    events: {
      ...settleHeldCalls,
      'page.changed': ({ actor }, event) => actor.send(event),
      'switch.requested': ({ actor }, event) => actor.send(event),
      'logout.requested': ({ actor }, event) => actor.send(event),
      'retry.requested': ({ actor }, event) => actor.send(event),
      [sessionLifetime!]: ({ clock }) => clock.increment(7200 * 1000),
    },
    states: {
      loading: ({ actor }) => expect(actor.getSnapshot().matches('loading')).toBe(true),
      switching: ({ actor }, expected) => {
        expect(actor.getSnapshot().matches('switching')).toBe(true);
        expect(actor.getSnapshot().context.page.neededType).toBe(expected.context.page.neededType);
      },
      reloadingAfterSwitch: ({ actor }) =>
        expect(actor.getSnapshot().matches('reloadingAfterSwitch')).toBe(true),
      signedIn: ({ actor }, expected) => {
        const { context } = actor.getSnapshot();
        expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
        expect(context.user?.userType).toBe(expected.context.user?.userType);
        // Signed in means the page has the type it asked for.
        if (context.page.neededType) expect(context.user?.userType).toBe(context.page.neededType);
      },
      switchFailed: ({ actor, goToLogin }) => {
        const { context } = actor.getSnapshot();
        expect(actor.getSnapshot().matches('switchFailed')).toBe(true);
        expect(context.user?.userType).not.toBe(context.page.neededType);
        expect(goToLogin).not.toHaveBeenCalled();
      },
      retryingSwitch: ({ actor }) => expect(actor.getSnapshot().matches('retryingSwitch')).toBe(true),
      reloadingAfterRetry: ({ actor }) =>
        expect(actor.getSnapshot().matches('reloadingAfterRetry')).toBe(true),
      switchRetryFailed: ({ actor, switchCalls }) => {
        expect(actor.getSnapshot().matches('switchRetryFailed')).toBe(true);
        // The one retry is spent: asking again starts no further call.
        const calls = switchCalls();
        actor.send({ type: 'retry.requested' });
        expect(actor.getSnapshot().matches('switchRetryFailed')).toBe(true);
        expect(switchCalls()).toBe(calls);
      },
      wrongType: ({ actor, switchCalls }) => {
        const { context } = actor.getSnapshot();
        expect(context.user?.switchUser).toBe(false);
        expect(context.user?.userType).not.toBe(context.page.neededType);
        const calls = switchCalls();
        actor.send({ type: 'retry.requested' });
        actor.send({ type: 'switch.requested' });
        expect(actor.getSnapshot().matches('wrongType')).toBe(true);
        expect(switchCalls()).toBe(calls);
      },
      noSession: ({ actor, goToLogin }) => {
        expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
        expect(actor.getSnapshot().context.page.requiresSession).toBe(false);
        expect(goToLogin).not.toHaveBeenCalled();
      },
      unauthorized: ({ actor }) => {
        expect(actor.getSnapshot().context.failure).toMatchObject({
          message: { kind: 'known', message: 'INVALID_FORMAT' },
          traceId: 'trace-1',
        });
      },
      unavailable: ({ actor }) => {
        expect(actor.getSnapshot().matches('unavailable')).toBe(true);
        // Nobody is shown as signed out on a guess.
        expect(actor.getSnapshot().hasTag('signedOut')).toBe(false);
        expect(actor.getSnapshot().hasTag('unchecked')).toBe(true);
      },
      rechecking: ({ actor }) => {
        expect(actor.getSnapshot().hasTag('unchecked')).toBe(true);
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      },
      loggingOut: ({ actor, goToLogin }) => {
        expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
        expect(goToLogin).not.toHaveBeenCalled();
      },
      loggedOut: ({ actor, goToLogin }) => {
        expect(actor.getSnapshot().status).toBe('done');
        expect(goToLogin).toHaveBeenCalledTimes(1);
      },
    },
    cleanup: ({ actor }: System) => {
      actor.stop();
    },
  },
);

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
