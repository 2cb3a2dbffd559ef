import { createRoute, Outlet } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCode, SessionMessage } from '../../../contract';
import { sessionFailure, sessionUser, startHeldSession } from '../../../machines/testing/sessionHarness';
import { pageNeeds } from '../../pages/registry';
import { renderRoutes } from '../../testing/renderRoutes';
import { SessionGate } from '../session/SessionGate';
import { SessionRoot } from '../session/SessionRoot';
import { NotFoundPage } from './NotFoundPage';

/** The contest pages inside the real session root and gate, with the real 404 page for any other path. */
async function openPath(path: string) {
  const session = startHeldSession(pageNeeds(path));
  const view = await renderRoutes({
    initialPath: path,
    notFoundComponent: () => (
      <SessionRoot actor={session.actor}>
        <SessionGate>
          <NotFoundPage />
        </SessionGate>
      </SessionRoot>
    ),
    routes: (root) => {
      const shell = createRoute({
        getParentRoute: () => root,
        id: 'shell',
        component: () => (
          <SessionRoot actor={session.actor}>
            <SessionGate>
              <Outlet />
            </SessionGate>
          </SessionRoot>
        ),
      });
      const page = (at: string) =>
        createRoute({ getParentRoute: () => shell, path: at, component: () => <h1>{at}</h1> });
      return [shell.addChildren([page('/doo-trader'), page('/doo-trader/my-race'), page('/ib-doo-trader')])];
    },
  });
  const settle = (...args: Parameters<typeof session.settle>) => act(() => session.settle(...args));
  return { ...view, ...session, settle };
}

// Defect 9: a mistyped path under a contest page is the 404 page for everyone.
describe.each(['/doo-trader/typo', '/ib-doo-trader/typo', '/doo-trader/my-race/typo'])('%s', (path) => {
  it('shows the 404 page to a visitor with no session, and never sends them to login', async () => {
    const { actor, settle, goToLogin } = await openPath(path);
    await settle(
      'fetchSession',
      'reject',
      sessionFailure(BusinessCode.SESSION_MISSING, SessionMessage.MISSING),
    );
    expect(actor.getSnapshot().matches('noSession')).toBe(true);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page does not exist');
  });

  it('shows the 404 page to a signed-in visitor of either type, without switching', async () => {
    const { actor, settle, switchCalls } = await openPath(path);
    await settle('fetchSession', 'resolve', sessionUser(path.startsWith('/ib') ? 'crm_client' : 'crm_ib'));
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(switchCalls()).toBe(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page does not exist');
  });
});
