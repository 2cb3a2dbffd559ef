import type { Browser, Page } from '@playwright/test';
import { pagesDrawnAtBuild as publicPages } from '../src/pages/registry';
import { expect, signIn, test } from './fixtures';

/**
 * The first screen of the public pages, and the frame of the signed-in pages that draw one while the session
 * loads, comes drawn in index.html, in the visitor's language (issue 17): it paints before any script runs,
 * and the app's first render takes its place without moving it.
 */

/** The page as a browser without scripts draws it: the first paint of a browser with them. */
async function withoutScripts<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const { path, title } of publicPages) {
  test(`${path} paints its heading before any script runs, in the language asked for`, async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(`${path}?lang=en`);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto(`${path}?lang=ae`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      // Drawn, not only written: the page's own styles are there before its script.
      expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight)).not.toBe('400');
      // Nothing in it works before the app runs, so nothing takes focus or clicks.
      await expect(page.locator('[data-prerendered]')).toHaveAttribute('inert');
    });
  });
}

for (const { path, requiresSession, audience } of publicPages) {
  test(`${path}: the app's first render takes the drawn screen's place, and the heading does not move`, async ({
    browser,
    page,
  }) => {
    // A page drawn while its session loads is then shown to whoever the session lets in.
    if (requiresSession) await signIn(page, audience === 'crm_ib' ? 'hk-ib' : 'cn-participant');
    const drawn = await withoutScripts(browser, async (still) => {
      await still.setViewportSize(page.viewportSize()!);
      await still.goto(`${path}?lang=ae`);
      return still.locator('h1').boundingBox();
    });
    await page.goto(`${path}?lang=ae`);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(drawn);
  });
}

test('a language chosen in the picker is the one the next page comes drawn in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
  const next = await (await page.request.get('/client')).text();
  expect(next).toContain('<html lang="en" dir="ltr"');
  expect(next).toMatch(/<h1[^>]*>Client quarterly event<\/h1>/);
});

test("the app's scripts start loading once the first screen is painted", async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  const timings = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { firstPaint, scripts: scripts.length, firstScript: Math.min(...scripts) };
  });
  expect(timings.scripts).toBeGreaterThan(5);
  expect(timings.firstScript).toBeGreaterThan(timings.firstPaint);
});

test("a drawn page's entry and own modules download beside the shared chunks, not once the app asks for them", async ({
  page,
}) => {
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  await expect(page.getByRole('timer').first()).toBeVisible();
  // The countdown is drawn from the rounds the page came with, so it may show before the session has
  // answered; a call's timing is recorded once its answer is in (1 run in 12 read none).
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => new URL(entry.name).pathname === '/validate/session'),
  );
  const timings = await page.evaluate(() => {
    const {
      entry,
      preload,
      page: pageModules,
    } = document.querySelector<HTMLElement>('script[data-entry]')!.dataset;
    const resource = (path: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => new URL(entry.name).pathname === path,
      );
    const session = resource('/validate/session')!;
    const chunks = preload!.split(' ').map((path) => resource(path)!);
    return {
      entryStart: resource(entry!)!.startTime,
      lastChunkEnd: Math.max(...chunks.map((chunk) => chunk.responseEnd)),
      sessionStart: session.startTime,
      pageModules: pageModules!
        .split(' ')
        .filter(Boolean)
        .map((path) => [path, resource(path)?.startTime]),
    };
  });
  // The entry is asked for while the shared chunks download (before, once every one had run). Not always
  // before the first has arrived: the loader adds every link in one task, but on a loaded machine the browser
  // started the entry 41 ms after this local service's first answer (1 run in 40).
  expect(timings.entryStart).toBeLessThan(timings.lastChunkEnd);
  // The race page's chunks and texts, as the build saw the app load them, all before the app's first call.
  expect(timings.pageModules.length).toBeGreaterThan(10);
  for (const [path, start] of timings.pageModules) {
    expect(start, path as string).toBeLessThan(timings.sessionStart);
  }
});
