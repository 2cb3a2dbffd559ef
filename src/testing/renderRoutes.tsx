import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { activateSourceLocale } from './i18n';

export interface RenderRoutesOptions {
  initialPath: string;
  notFoundComponent?: () => ReactNode;
  /** Extra routes under the root, besides the home page at `/` whose heading reads "Home page". */
  routes?: (root: AnyRoute) => AnyRoute[];
}

/** Renders a small real router in memory, so features that navigate are tested with real navigation. */
export async function renderRoutes({ initialPath, notFoundComponent, routes }: RenderRoutesOptions) {
  activateSourceLocale();
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home page</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, ...(routes?.(rootRoute) ?? [])]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await act(() => router.load());
  return { ...view, router };
}
