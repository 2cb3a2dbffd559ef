import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { GlobalServerErrorPage } from '../features/errors/GlobalServerErrorPage';
import { SiteShell } from '../features/layout/SiteShell';
import { SessionGate } from '../features/session/SessionGate';
import type { SessionActor } from '../features/session/sessionActor';
import { SessionRoot } from '../features/session/SessionRoot';
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
  errorComponent: function RootError() {
    const { session } = Route.useRouteContext();
    return (
      <SessionRoot actor={session}>
        <SiteShell>
          <GlobalServerErrorPage />
        </SiteShell>
      </SessionRoot>
    );
  },
});
