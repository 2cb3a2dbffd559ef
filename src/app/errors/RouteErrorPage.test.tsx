import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateSourceLocale } from '../../testing/i18n';
import { isChunkLoadError } from './isChunkLoadError';
import { RouteErrorPage } from './RouteErrorPage';

/** A router like the app's: the root's error component, and a page whose code split chunk cannot load. */
const renderWithFailingChunk = (
  failure: unknown,
  handlers: { onSignOut: () => void; onReload: () => void },
) => {
  const rootRoute = createRootRoute({
    component: Outlet,
    errorComponent: ({ error }) => <RouteErrorPage error={error} {...handlers} />,
  });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/doo-trader',
    // The rejected dynamic import of a chunk an older deploy named.
    component: lazyRouteComponent(() => Promise.reject(failure)),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/doo-trader'] }),
  });
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
};

describe('a route chunk that fails to load (issue 15, 4)', () => {
  it('offers the new version and a reload, and never signs out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onSignOut = vi.fn();
    const onReload = vi.fn();
    renderWithFailingChunk(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/doo-trader-0ld.js'),
      { onSignOut, onReload },
    );
    expect(
      await screen.findByRole('heading', { name: 'A new version of this site is available' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('still shows the server error for any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithFailingChunk(new Error('render failed'), { onSignOut: vi.fn(), onReload: vi.fn() });
    expect(await screen.findByRole('heading', { name: 'Server error' })).toBeInTheDocument();
  });

  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/a.js', true],
    ['error loading dynamically imported module: https://x/assets/a.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ["'text/html' is not a valid JavaScript MIME type.", true],
    ['Cannot read properties of undefined', false],
  ])('recognises %j as a chunk failure: %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});
