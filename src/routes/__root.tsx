import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { NotFoundPage } from '../app/errors/NotFoundPage';
import { RouteErrorPage } from '../app/errors/RouteErrorPage';
import { SiteShell } from '../app/layout/SiteShell';
import { SessionGate } from '../app/session/SessionGate';
import type { SessionActor } from '../app/session/sessionActor';
import { SessionRoot } from '../app/session/SessionRoot';
import { localeCodes } from '../i18n/locales';

export interface RouterContext {
  session: SessionActor;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: z.object({ lang: z.catch(z.optional(z.enum(localeCodes)), undefined) }),
  component: function Root() {
    const { session } = Route.useRouteContext();
    return (
      <SessionRoot actor={session}>
        <SiteShell>
          <SessionGate>
            <Outlet />
          </SessionGate>
        </SiteShell>
      </SessionRoot>
    );
  },
  notFoundComponent: NotFoundPage,
  errorComponent: function RootError({ error }) {
    const { session } = Route.useRouteContext();
    return (
      <SessionRoot actor={session}>
        <SiteShell>
          <RouteErrorPage error={error} />
        </SiteShell>
      </SessionRoot>
    );
  },
});
