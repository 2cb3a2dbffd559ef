import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lightTheme } from '@doo/design-system';
import { activateLocale } from './i18n/activateLocale';
import { LocaleDirection } from './i18n/LocaleDirection';
import { resolveLocale } from './i18n/resolveLocale';
import { keepSavedLocaleCookie, readSavedLocale } from './i18n/savedLocale';
import { startQaInspector } from './app/inspector/start';
import { startAppSession } from './app/session/sessionActor';
import { routeTree } from './routeTree.gen';

// Started before the first render, so the session call runs while the locale's catalog loads.
const session = startAppSession();
const router = createRouter({
  routeTree,
  context: { session },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function boot() {
  // The catalog and the page's route chunks (and its loaders) load side by side, not one after the other; the
  // router then renders the loaded page at once. A failed route load renders its error page from the router.
  await Promise.all([
    activateLocale(resolveLocale(window.location.search, readSavedLocale())),
    router.load().catch(() => undefined),
  ]);
  keepSavedLocaleCookie();
  // On <html>, so dialogs and menus portalled to the end of <body> get the theme too.
  document.documentElement.classList.add(lightTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The first render replaces the first screen the service drew (`data-prerendered`) with the same, live.
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LocaleDirection>
          <RouterProvider router={router} />
        </LocaleDirection>
      </I18nProvider>
    </StrictMode>,
  );
  startQaInspector();
}

void boot();
