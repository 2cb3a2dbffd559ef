import { createRoute, Outlet } from '@tanstack/react-router';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { UserType } from '../../contract';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import { delayedEventTypes, describeModelPaths } from '../../machines/testing/modelPaths';
import {
  heldCallOutcomes,
  heldCallWording,
  settleHeldCalls,
  startHeldSession,
} from '../../machines/testing/sessionHarness';
import { FAILED_REQUEST_MESSAGE, RequestError } from '../api/http';
import { renderRoutes } from '../testing/renderRoutes';
import { SiteHeader } from './header/SiteHeader';
import { pageForType, pageNeeds } from '../pages/registry';
import { SessionGate } from './session/SessionGate';
import { fakeSandboxSession, sandboxSession, sandboxUserTypeKey } from './session/sessionEffects';
import type { SessionActor } from './session/sessionActor';
import { SessionRoot } from './session/SessionRoot';

// Lazily loaded by the component: loaded once here, so that each render only awaits a resolved module.
await import('./navigation/NavigationMenu');
await import('./header/SessionCheckFailed');

const [sessionLifetime] = delayedEventTypes(sessionMachine);

/** The real header and page gate around three pages, driven by the given session actor. */
const renderShell = (actor: SessionActor) =>
  renderRoutes({
    initialPath: '/iboffer',
    routes: (root) => {
      const shell = createRoute({
        getParentRoute: () => root,
        id: 'shell',
        component: () => (
          <SessionRoot actor={actor}>
            <SiteHeader />
            <SessionGate>
              <Outlet />
            </SessionGate>
          </SessionRoot>
        ),
      });
      const page = (path: string, title: string) =>
        createRoute({ getParentRoute: () => shell, path, component: () => <h1>{title}</h1> });
      return [
        shell.addChildren([
          page('/iboffer', 'IB season page'),
          page('/client', 'Client event page'),
          page('/transaction-history', 'History page'),
        ]),
      ];
    },
  });

/** The session as the site runs it: the real header and gate around a page, with fake service calls. */
async function renderSession() {
  const session = startHeldSession(pageNeeds('/iboffer'));
  const { actor } = session;
  const view = await renderShell(actor);
  const settle = (...args: Parameters<typeof session.settle>) => act(() => session.settle(...args));
  return { ...view, ...session, settle, user: userEvent.setup() };
}

type System = Awaited<ReturnType<typeof renderSession>>;

const header = () => screen.getByRole('banner');
const pageHeading = (name: string) => screen.queryByRole('heading', { level: 1, name });
const onHistory = ({ router }: System) => router.state.location.pathname === '/transaction-history';
type SessionSnapshot = ReturnType<System['actor']['getSnapshot']>;

/**
 * The person's own events, offered only where the page has a control for them, so that a path whose
 * control is missing fails: the header's switch switches in place on a page that needs a session (elsewhere
 * it opens the other view's page, which is `page.changed`); *Log out* is in the header of a signed-in
 * account and *Sign in* in the gate of a rejected session; *Try again* is in the gate after a failed switch
 * and, after a session check that went unanswered, in the gate of a page that needs the session or in the
 * header of a public page.
 */
const offeredControls = (snapshot: SessionSnapshot): SessionEvent[] => {
  const { page, user } = snapshot.context;
  return [
    ...(snapshot.matches('signedIn') && user?.switchUser && page.requiresSession
      ? [{ type: 'switch.requested' } as const]
      : []),
    ...(snapshot.hasTag('signedIn') || (snapshot.matches('unauthorized') && page.requiresSession)
      ? [{ type: 'logout.requested' } as const]
      : []),
    ...(snapshot.matches('switchFailed') || snapshot.matches('unavailable')
      ? [{ type: 'retry.requested' } as const]
      : []),
  ];
};

/**
 * A public page after a failed session call: its content shows, and the header says the session could not be
 * checked, with *Try again*, instead of showing the person as signed out.
 */
async function expectSessionCheckFailed({ retrying }: { retrying: boolean }) {
  expect(await within(header()).findByRole('alert')).toHaveTextContent(
    'We could not check your session, so you may be signed in.',
  );
  const retry = within(header()).getByRole('button', { name: 'Try again' });
  if (retrying) expect(retry).toHaveAttribute('aria-busy', 'true');
  else expect(retry).not.toHaveAttribute('aria-busy', 'true');
  expect(within(header()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/IB season page|Client event page/);
}

describeModelPaths(
  'session driving the header and the page gate',
  sessionMachine,
  {
    input: { page: pageNeeds('/iboffer') },
    events: (snapshot) =>
      [
        ...heldCallOutcomes(new RequestError(FAILED_REQUEST_MESSAGE, 'trace-unanswered')),
        { type: 'page.changed', page: pageNeeds('/client') },
        { type: 'page.changed', page: pageNeeds('/transaction-history') },
        ...offeredControls(snapshot as SessionSnapshot),
        { type: sessionLifetime! },
      ] as never,
  },
  {
    render: renderSession,
    events: {
      ...settleHeldCalls,
      'page.changed': async ({ router }, event) => {
        const to = (event as Extract<SessionEvent, { type: 'page.changed' }>).page.requiresSession
          ? '/transaction-history'
          : '/client';
        await act(() => router.navigate({ to }));
      },
      'switch.requested': async (system) => {
        expect(onHistory(system)).toBe(true);
        await system.user.click(within(header()).getByRole('button', { name: /Switch to the/ }));
      },
      'logout.requested': ({ actor, user }) =>
        user.click(
          screen.getByRole('button', {
            name: actor.getSnapshot().matches('unauthorized') ? 'Sign in' : 'Log out',
          }),
        ),
      'retry.requested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      [sessionLifetime!]: ({ clock }) => act(() => clock.increment(7200 * 1000)),
    },
    states: {
      loading: (system) => {
        expect(within(header()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
        expect(within(header()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
        // The history page draws its own frame during the first check, so its first screen can come drawn.
        if (onHistory(system)) {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('History page');
          expect(screen.queryByRole('status', { name: 'Checking your session…' })).not.toBeInTheDocument();
        }
      },
      switching: () => {
        expect(screen.getByRole('status', { name: 'Switching your account type…' })).toBeInTheDocument();
        expect(pageHeading('IB season page')).not.toBeInTheDocument();
      },
      reloadingAfterSwitch: () => {
        expect(screen.getByRole('status', { name: 'Switching your account type…' })).toBeInTheDocument();
      },
      signedIn: async (system) => {
        const { context } = system.actor.getSnapshot();
        expect(within(header()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
        expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
        const other = context.user?.userType === 'crm_ib' ? 'Client' : 'IB';
        const switchButton = screen.queryByRole('button', { name: `Switch to the ${other} view` });
        // Only an account with switchUser is offered the switch.
        if (context.user?.switchUser) expect(switchButton).toBeInTheDocument();
        else expect(switchButton).not.toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/switched|sign in|is for/i);
      },
      wrongType: ({ actor, router }) => {
        const { context } = actor.getSnapshot();
        const own = pageForType(router.state.location.pathname, context.user?.userType ?? 'crm_client');
        const forIbs = context.page.neededType === 'crm_ib';
        const heading = screen.getByRole('heading', { level: 1 });
        expect(heading).toHaveTextContent(forIbs ? 'This page is for IBs' : 'This page is for clients');
        expect(heading.closest('section')).toHaveTextContent(
          forIbs
            ? 'Your account is a client account, and it cannot open pages for IBs.'
            : 'Your account is an IB account, and it cannot open pages for clients.',
        );
        // The page for the account's own type, from the page registry.
        expect(screen.getByRole('link', { name: `Go to ${own.title}` })).toHaveAttribute('href', own.path);
        if (router.state.location.pathname === '/iboffer') expect(own.path).toBe('/doo-trader');
        if (router.state.location.pathname === '/client') expect(own.path).toBe('/iboffer');
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
        expect(document.body).not.toHaveTextContent(/switched from/i);
      },
      switchFailed: ({ actor }) => {
        const { context } = actor.getSnapshot();
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
          'We could not switch your account',
        );
        expect(screen.getByRole('alert')).toHaveTextContent(
          context.page.neededType === 'crm_ib'
            ? 'This page is for IBs, and switching your account to IB failed.'
            : 'This page is for clients, and switching your account to client failed.',
        );
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        expect(document.body).not.toHaveTextContent(/switched from/i);
      },
      retryingSwitch: () => {
        expect(screen.getByRole('status', { name: 'Switching your account type…' })).toBeInTheDocument();
      },
      reloadingAfterRetry: () => {
        expect(screen.getByRole('status', { name: 'Switching your account type…' })).toBeInTheDocument();
      },
      switchRetryFailed: ({ actor, router }) => {
        const { context } = actor.getSnapshot();
        const own = pageForType(router.state.location.pathname, context.user?.userType ?? 'crm_client');
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Switching failed again. Please try later, or go to the page for your account.',
        );
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: `Go to ${own.title}` })).toHaveAttribute('href', own.path);
      },
      noSession: (system) => {
        expect(within(header()).getByRole('link', { name: 'Log in' })).toHaveAttribute(
          'href',
          expect.stringContaining('/sandbox/login?redirect='),
        );
        expect(within(header()).getByRole('link', { name: 'Register' })).toBeInTheDocument();
        expect(system.goToLogin).not.toHaveBeenCalled();
      },
      unauthorized: async (system) => {
        if (onHistory(system)) {
          // The service's known message, said in the reader's language (issue 16: "Session expired" raw in sc).
          expect(
            await within(screen.getByRole('alert')).findByText('Your sign-in could not be read.'),
          ).toBeVisible();
          expect(screen.queryByText('Invalid JSID format!')).not.toBeInTheDocument();
          expect(screen.getByText('trace-1').parentElement).toHaveTextContent('Exception ID: trace-1');
        } else {
          expect(within(header()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
        }
      },
      unavailable: async (system) => {
        if (onHistory(system)) {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
            'We could not check your session',
          );
          expect(screen.getByText('trace-unanswered').parentElement).toHaveTextContent(
            'Exception ID: trace-unanswered',
          );
        } else {
          await expectSessionCheckFailed({ retrying: false });
        }
      },
      rechecking: async (system) => {
        if (onHistory(system))
          expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeInTheDocument();
        else await expectSessionCheckFailed({ retrying: true });
      },
      loggingOut: (system) => {
        expect(within(header()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
        expect(system.goToLogin).not.toHaveBeenCalled();
      },
      loggedOut: (system) => {
        expect(system.goToLogin).toHaveBeenCalledTimes(1);
      },
    },
    cleanup: ({ unmount, actor }) => {
      unmount();
      actor.stop();
    },
    say: {
      'xstate.init': 'Open the IB season page (/iboffer).',
      ...heldCallWording,
      'page.changed': (event) =>
        (event as Extract<SessionEvent, { type: 'page.changed' }>).page.requiresSession
          ? 'Go to *Transaction history* (/transaction-history, a page that needs a session).'
          : 'Go to the client event page (/client, a page for clients).',
      'switch.requested': (_, from) =>
        `Click *Switch to the ${(from as SessionSnapshot).context.user?.userType === 'crm_ib' ? 'Client' : 'IB'} view* in the header.`,
      [sessionLifetime!]: 'Wait 2 hours (the session’s lifetime): the site checks the session again.',
      'logout.requested': 'Click *Log out* in the header (or *Sign in* on a rejected session).',
      'retry.requested': 'Click *Try again*.',
    },
  },
);

/** §4 sandbox mode: the real sandbox effects (local storage), held at each step so every state is seen. */
async function renderSandboxSession() {
  localStorage.clear();
  const sandbox = sandboxSession(localStorage);
  const gates: Record<string, (() => void) | undefined> = {};
  const gate = (id: string) => new Promise<void>((open) => void (gates[id] = open));
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(async () => {
          await gate('fetchSession');
          return sandbox.fetch();
        }),
        switchUserType: fromPromise<unknown, { userType: UserType }>(async ({ input }) => {
          await gate('switchUserType');
          return sandbox.switchTo(input.userType);
        }),
        endSession: fromPromise<unknown, void>(sandbox.end),
      },
      actions: { goToLogin: () => undefined },
    }),
    { input: { page: pageNeeds('/iboffer') }, clock },
  ).start();
  const view = await renderShell(actor);
  const open = async (id: string) => {
    const release = gates[id];
    if (!release) throw new Error(`${id} is not running`);
    gates[id] = undefined;
    await act(async () => {
      release();
      await new Promise((next) => setTimeout(next, 0));
    });
  };
  return { ...view, actor, clock, open, user: userEvent.setup() };
}

type SandboxSystem = Awaited<ReturnType<typeof renderSandboxSession>>;

describeModelPaths(
  'session in sandbox mode: a fake client session whose type lives in local storage',
  sessionMachine,
  {
    input: { page: pageNeeds('/iboffer') },
    // What the sandbox answers: the stored type (client at first); after a switch, the type asked for.
    events: (snapshot) =>
      [
        {
          type: 'xstate.done.actor.fetchSession',
          output: fakeSandboxSession(
            snapshot.matches('reloadingAfterSwitch')
              ? (snapshot.context.page.neededType ?? 'crm_client')
              : (snapshot.context.user?.userType ?? 'crm_client'),
          ),
        },
        { type: 'xstate.done.actor.switchUserType', output: null },
        { type: 'page.changed', page: pageNeeds('/client') },
        { type: 'page.changed', page: pageNeeds('/transaction-history') },
        ...offeredControls(snapshot as SessionSnapshot).filter((event) => event.type === 'switch.requested'),
        { type: sessionLifetime! },
      ] as never,
  },
  {
    render: renderSandboxSession,
    events: {
      'xstate.done.actor.fetchSession': ({ open }) => open('fetchSession'),
      'xstate.done.actor.switchUserType': ({ open }) => open('switchUserType'),
      'page.changed': async ({ router }, event) => {
        const to = (event as Extract<SessionEvent, { type: 'page.changed' }>).page.requiresSession
          ? '/transaction-history'
          : '/client';
        await act(() => router.navigate({ to }));
      },
      'switch.requested': async (system: SandboxSystem) => {
        expect(system.router.state.location.pathname).toBe('/transaction-history');
        await system.user.click(within(header()).getByRole('button', { name: /Switch to the/ }));
      },
      [sessionLifetime!]: ({ clock }) => act(() => clock.increment(7200 * 1000)),
    },
    states: {
      loading: () => {
        expect(within(header()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
      },
      switching: () => {
        expect(screen.getByRole('status', { name: 'Switching your account type…' })).toBeInTheDocument();
      },
      reloadingAfterSwitch: ({ actor }) => {
        // The switch is a write to local storage.
        expect(localStorage.getItem(sandboxUserTypeKey)).toBe(actor.getSnapshot().context.page.neededType);
      },
      signedIn: ({ actor }) => {
        const { user: signedIn } = actor.getSnapshot().context;
        expect(signedIn?.uuid).toBe('sandbox-user');
        expect(within(header()).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
        const other = signedIn?.userType === 'crm_ib' ? 'Client' : 'IB';
        expect(screen.getByRole('button', { name: `Switch to the ${other} view` })).toBeInTheDocument();
        expect(localStorage.getItem(sandboxUserTypeKey) ?? 'crm_client').toBe(signedIn?.userType);
      },
    },
    cleanup: ({ unmount, actor }) => {
      unmount();
      actor.stop();
      localStorage.clear();
    },
    say: {
      'xstate.init': 'In sandbox mode, open the IB season page (/iboffer).',
      'xstate.done.actor.fetchSession':
        'The sandbox answers the session check with its fake account, of the type kept in local storage.',
      'xstate.done.actor.switchUserType': 'The sandbox stores the other account type in local storage.',
      'page.changed': (event) =>
        (event as Extract<SessionEvent, { type: 'page.changed' }>).page.requiresSession
          ? 'Go to *Transaction history* (/transaction-history, a page that needs a session).'
          : 'Go to the client event page (/client, a page for clients).',
      'switch.requested': (_, from) =>
        `Click *Switch to the ${(from as SessionSnapshot).context.user?.userType === 'crm_ib' ? 'Client' : 'IB'} view* in the header.`,
      [sessionLifetime!]: 'Wait 2 hours (the session’s lifetime): the site checks the session again.',
    },
  },
);
