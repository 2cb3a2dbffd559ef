import { createRootRoute, Outlet } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { ServerErrorPage } from '../features/errors/ServerErrorPage';
import { SiteShell } from '../features/layout/SiteShell';
import { localeCodes } from '../i18n/locales';

export const Route = createRootRoute({
  validateSearch: z.object({ lang: z.catch(z.optional(z.enum(localeCodes)), undefined) }),
  component: () => (
    <SiteShell>
      <Outlet />
    </SiteShell>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: () => (
    <SiteShell>
      <ServerErrorPage />
    </SiteShell>
  ),
});
