import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { pageByKey, pages as registeredPages } from '../src/pages/registry';

/*
 * Runs in the `service-state` project against a service of its own: sandbox faults hold for every caller of one
 * service, so they must not reach the specs running in parallel. Console errors are expected here (§8: failed
 * calls are logged); uncaught exceptions are not.
 */

const SERVICE_CALL = /^\/(api|validate|fxboauth|event-center)\//;
const SESSION_PATH = '/validate/session';
const STATIC_FILES = '/event-center/';

type FaultKind = { name: string; fault: { status?: number; code?: number; body?: string } };

const failedRequest: FaultKind = { name: 'HTTP 500', fault: { status: 500 } };
const unreadableAnswer: FaultKind = { name: 'malformed JSON', fault: { body: '{"code":0,"data":' } };
const businessFailure: FaultKind = { name: 'business code 10500', fault: { code: 10500 } };

/**
 * The faults a call can meet that its page can tell apart. Every helper but the session's reduces a failed
 * request and an unreadable answer to the same empty result (`src/api/http.test.ts`), so one of them stands
 * for both; a static file has no envelope, so a business code there is only another unreadable answer.
 */
const faultKindsFor = (call: string): FaultKind[] => {
  if (call === SESSION_PATH) return [failedRequest, unreadableAnswer, businessFailure];
  if (call.startsWith(STATIC_FILES)) return [failedRequest];
  return [failedRequest, businessFailure];
};

type PageUnderFault = { path: string; persona?: string; heading: string; needsSession?: boolean };

/** Every page of the registry but the CRM redirect (it leaves the site), signed in as its audience. */
const personaFor = (audience: string) => (audience === 'crm_ib' ? 'hk-ib' : 'cn-participant');
const pages: PageUnderFault[] = [
  { path: '/', heading: pageByKey.home.title },
  { path: '/doo-trader', heading: pageByKey['doo-trader'].title },
  ...registeredPages
    .filter((page) => page.key !== 'home2')
    .map((page) => ({
      path: page.path,
      persona: personaFor(page.audience),
      heading: page.title,
      needsSession: page.requiresSession || undefined,
    })),
  {
    path: '/transaction-history',
    persona: 'hk-ib',
    heading: pageByKey['transaction-history'].title,
    needsSession: true,
  },
];

/** What the page needs before it can call the service: its document, code, styles and its own calls. */
const GATING_RESOURCES = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/**
 * Opens the page and waits until it has made `expectedCall` (when given) and no request that could lead to
 * another call has been open for a moment. Answers the service paths it called. Quicker than Playwright's
 * network idle (500 ms, and images too), which the sweep would wait for hundreds of times.
 */
const visit = async (page: Page, path: string, expectedCall?: string): Promise<Set<string>> => {
  const calls = new Set<string>();
  const pending = new Set<Request>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SERVICE_CALL.test(pathname)) calls.add(pathname);
    if (GATING_RESOURCES.has(request.resourceType())) pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  await page.goto(`${path}?lang=en`, { waitUntil: 'commit' });
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300 || (expectedCall && !calls.has(expectedCall))) {
    if (Date.now() > deadline) break;
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
  return calls;
};

const expectNotBlank = async (page: Page, heading: string) => {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  expect((await main.innerText()).trim().length).toBeGreaterThan(0);
};

/**
 * The fault controls wait idle through a whole page visit, longer than the service keeps a connection alive:
 * a fresh connection each time, so no call lands on a socket the service is closing.
 */
const CLOSE = { headers: { connection: 'close' } };

const systemErrorToast = (page: Page) => page.getByRole('alert').filter({ hasText: 'System error' });

test.afterEach(async ({ request }) => {
  await request.delete('/sandbox/faults', CLOSE);
});

/**
 * A first visit in a browser of its own: the site remembers some answers in cookies (the location, §9), and a
 * remembered answer would never meet the fault.
 */
const firstVisit = async (browser: Browser, baseURL: string | undefined, persona: string | undefined) => {
  // A window taller than any page: every section that loads as it nears the screen loads at once, unscrolled.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 20_000 } });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  if (persona) expect((await page.request.post('/sandbox/session', { data: { persona } })).ok()).toBe(true);
  return { page, uncaught, close: () => context.close() };
};

test.describe('no page renders blank under any single fault of the service (§8)', () => {
  for (const { path, persona, heading, needsSession } of pages) {
    test(`${path} ${persona ? `as ${persona}` : 'signed out'}`, async ({ browser, baseURL, request }) => {
      const clean = await firstVisit(browser, baseURL, persona);
      const calls = await visit(clean.page, path);
      // The listing of calls must be whole: wait longer than a faulty visit needs to.
      await clean.page.waitForLoadState('networkidle');
      await clean.page.waitForTimeout(1_000);
      await expectNotBlank(clean.page, heading);
      await clean.close();
      expect([...calls], 'every page checks the session').toContain(SESSION_PATH);
      test.setTimeout(calls.size * 3 * 20_000);

      for (const call of calls) {
        for (const { name, fault } of faultKindsFor(call)) {
          await test.step(`${call} answers ${name}`, async () => {
            await request.post('/sandbox/faults', { data: { path: call, ...fault }, ...CLOSE });
            const { page, uncaught, close } = await firstVisit(browser, baseURL, persona);
            expect([...(await visit(page, path, call))], 'the faulty call is made').toContain(call);
            if (call === SESSION_PATH && needsSession) {
              // The page cannot be shown without its session: it says so, with the trace id for support.
              await expectNotBlank(page, 'We could not check your session');
              await expect(page.getByText(/Exception ID: [0-9a-f-]{36}/)).toBeVisible();
            } else {
              await expectNotBlank(page, heading);
            }
            // §8: a non-silent code reaches the person as the system-error toast; the session call reports its
            // own failure.
            if (fault.code && call !== SESSION_PATH) {
              await expect(systemErrorToast(page)).toBeVisible();
            }
            expect(uncaught, 'uncaught errors').toEqual([]);
            await request.delete('/sandbox/faults', CLOSE);
            await close();
          });
        }
      }
    });
  }
});

test.describe('the system-error toast', () => {
  test('a non-silent code shows it; a click copies its trace id', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.request.post('/sandbox/faults', { data: { path: '/api/redirect/crm', code: 10500 } });
    await page.goto('/home2?lang=en');
    const toast = systemErrorToast(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please contact customer service');
    const idButton = toast.getByRole('button', { name: /Exception ID: / });
    const traceId = /Exception ID: ([0-9a-f-]{36})/.exec((await idButton.textContent()) ?? '')?.[1];
    expect(traceId).toBeTruthy();
    await idButton.click();
    await expect(toast).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(traceId);
    // The page itself shows its fallback rather than a blank screen.
    await expect(page.getByText('We could not open your account page. Please try again.')).toBeVisible();
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('a silent business code shows none', async ({ page }) => {
    await page.request.post('/sandbox/faults', { data: { path: '/api/redirect/crm', code: 56105 } });
    await page.goto('/home2?lang=en');
    await expect(page.getByText('We could not open your account page. Please try again.')).toBeVisible();
    await expect(systemErrorToast(page)).toHaveCount(0);
  });
});
