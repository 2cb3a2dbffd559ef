import type { Page } from '@playwright/test';
import { pages } from '../src/pages/registry';
import { expect, signIn } from './fixtures';

/** The registry's pages a person stays on: `home2` only sends them on to the CRM. */
export const sitePages = pages.filter((page) => page.key !== 'home2');

/** The sandbox persona a page is for: an IB for the IB pages, a participating client otherwise. */
export const personaFor = (audience: string) => (audience === 'crm_ib' ? 'hk-ib' : 'cn-participant');

/**
 * The pages outside the registry that a person meets when something goes wrong, each with a timed redirect
 * and its "Stay on this page" button (WCAG 2.2.1): the 404 page at an unknown address, and the global 500
 * page, which signs the visitor out after 5 s.
 *
 * No answer of the service reaches the global 500: the session gate and each section handle its failures
 * (the fault sweep, service-faults.spec.ts). The router shows it for any other error thrown while a page loads
 * or renders (src/routes/__root.tsx, RouteErrorPage), except a chunk that cannot be fetched, which offers the
 * new version. So here the page's own code fails: its route chunk arrives cut short and does not evaluate
 * (a SyntaxError), and the browser logs that error.
 */
export interface ErrorPage {
  name: string;
  path: string;
  /** Who opens it: signed out when absent. */
  persona?: string;
  /** The page's own heading, whatever the language. */
  heading: string;
  /** What the browser logs on the way there, which the test expects (see `fixtures.ts`). */
  expectedErrors: RegExp[];
  /** What goes wrong before the address is opened. */
  breakPage?: (page: Page) => Promise<void>;
}

export const errorPages: ErrorPage[] = [
  { name: '404 page', path: '/no-such-page', heading: 'h1#not-found-title', expectedErrors: [] },
  {
    name: 'global 500 page',
    path: '/transaction-history',
    persona: 'cn-participant',
    heading: 'h1#server-error-title',
    expectedErrors: [/^SyntaxError: Unexpected end of input$/],
    breakPage: async (page) => {
      await page.route('**/assets/transaction-history-*.js', async (route) => {
        const code = await (await route.fetch()).text();
        // Cut just after a `{` past the middle: a cut that fell right after a whole expression (`…}),Pe`) once
        // left code that parsed, and the page drew nothing and logged nothing.
        const cut = code.indexOf('{', code.length / 2) + 1;
        await route.fulfill({ contentType: 'text/javascript', body: code.slice(0, cut) });
      });
    },
  },
];

/**
 * Opens the error page as its reader meets it, in `lang`, and returns once its heading shows (its countdown
 * running). The errors the browser logs on the way, and only those, are taken off the test's console errors.
 */
export async function openErrorPage(
  page: Page,
  consoleErrors: string[],
  { path, persona, heading, expectedErrors, breakPage }: ErrorPage,
  lang: string,
) {
  if (persona) await signIn(page, persona);
  await breakPage?.(page);
  await page.goto(`${path}?lang=${lang}`);
  await expect(page.locator(heading)).toBeVisible();
  await expect
    .poll(() => expectedErrors.every((expected) => consoleErrors.some((error) => expected.test(error))))
    .toBe(true);
  const unexpected = consoleErrors.filter(
    (error) => !expectedErrors.some((expected) => expected.test(error)),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** The error page's "Stay on this page" button, there while the countdown runs. */
export const stayButton = (page: Page) => page.getByTestId('redirect-stay');
