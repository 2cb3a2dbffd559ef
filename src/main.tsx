import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lightTheme } from '@doo/design-system';
import { activateLocale } from './i18n/activateLocale';
import { LocaleDirection } from './i18n/LocaleDirection';
import { resolveLocale, savedLocaleKey } from './i18n/resolveLocale';
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

function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(savedLocaleKey);
  } catch {
    return null;
  }
}

async function boot() {
  await activateLocale(resolveLocale(window.location.search, readSavedLocale()));
  // On <html>, so dialogs and menus portalled to the end of <body> get the theme too.
  document.documentElement.classList.add(lightTheme);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
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
