import { i18n } from '@lingui/core';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { lightTheme } from '@doo/design-system';
import { activateLocale } from './i18n/activateLocale';
import { ActiveLocaleProvider } from './i18n/ActiveLocaleProvider';
import { LocaleDirection } from './i18n/LocaleDirection';
import { resolveLocale } from './i18n/resolveLocale';
import { keepSavedLocaleCookie, readSavedLocale } from './i18n/savedLocale';
import { routeTree } from './routeTree.gen';
import { yieldToMain } from './shared/yieldToMain';
import { startQaInspector } from './app/inspector/start';
import { startAppSession } from './app/session/sessionActor';

function createAppRouter(session: ReturnType<typeof startAppSession>) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * The page is already drawn (the service sends its first screen) or shows the service's loading screen, so the
 * app takes over in short steps, each its own task, rather than in one long one that would hold back a tap or
 * a scroll: the session, the router, the catalog and route chunks, then a render React may interrupt.
 */
async function boot() {
  await yieldToMain();
  // Started before the router, so the session call runs while the locale's catalog and the route load.
  const session = startAppSession();
  await yieldToMain();
  const router = createAppRouter(session);
  await yieldToMain();
  // The catalog and the page's route chunks (and its loaders) load side by side, not one after the other; the
  // router then renders the loaded page at once. A failed route load renders its error page from the router.
  await Promise.all([
    activateLocale(resolveLocale(window.location.search, readSavedLocale())),
    router.load().catch(() => undefined),
  ]);
  keepSavedLocaleCookie();
  await yieldToMain();
  // On <html>, so dialogs and menus portalled to the end of <body> get the theme too.
  document.documentElement.classList.add(lightTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = createRoot(root);
  // The first render replaces the first screen the service drew (`data-prerendered`) with the same, live. As a
  // transition, React renders it in slices; Preact, the build's runtime (src/app/preactRuntime.ts), at once.
  startTransition(() =>
    app.render(
      <StrictMode>
        <ActiveLocaleProvider i18n={i18n}>
          <LocaleDirection>
            <RouterProvider router={router} />
          </LocaleDirection>
        </ActiveLocaleProvider>
      </StrictMode>,
    ),
  );
  startQaInspector();
}

void boot();
