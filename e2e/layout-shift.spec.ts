import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

/**
 * Issue 17: nothing that is on the first screen moves as the page's parts load. Each layout shift is recorded
 * from the first paint with the element it moved; the footer and the race page's rules are what jumped.
 */
declare global {
  interface Window {
    recordedShifts: { value: number; moved: string[] }[];
  }
}

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.recordedShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? node.closest('footer')
              ? 'footer'
              : node.closest('#regulatorSection')
                ? 'rules'
                : node.closest('#rankingBoard')
                  ? 'leaderboard'
                  : node.tagName.toLowerCase()
            : 'text',
        );
        window.recordedShifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => window.recordedShifts);

test('the signed-in race page never moves its footer or its rules while its sections load', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  await expect(page.getByRole('region', { name: '王小明’s race' }).getByText('#3')).toBeVisible();
  await expect(page.locator('[data-section="round-countdown"]').getByRole('timer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const moved = (await shiftsOf(page)).flatMap((shift) => shift.moved);
  expect(moved).not.toContain('footer');
  expect(moved).not.toContain('rules');
});

for (const { path, ready } of [
  { path: '/doo-trader/my-race', ready: (page: Page) => page.getByRole('region', { name: '王小明’s race' }) },
  {
    path: '/transaction-history',
    ready: (page: Page) => page.getByRole('region', { name: 'Your rewards' }).getByText('$320.50').first(),
  },
]) {
  test(`nothing on the first screen of ${path} moves, from its drawn frame to its last section`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await signIn(page, 'cn-participant');
    await page.goto(`${path}?lang=en`);
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shiftsOf(page)).toEqual([]);
  });
}

test('the client event page keeps its time-left card the height of what it will show', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/client?lang=en');
  await expect(page.getByRole('heading', { name: 'Time left' })).toBeVisible();
  await expect(page.getByText('This period has ended')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shiftsOf(page)).toEqual([]);
});

test('the landing page never pushes its footer out of the first screen', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const moved = (await shiftsOf(page)).flatMap((shift) => shift.moved);
  expect(moved).not.toContain('footer');
});

const contestPageStaysStill = async (page: Page) => {
  await recordLayoutShifts(page);
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByText(/Round \d+ is under way until/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shiftsOf(page)).toEqual([]);
};

test("the contest page keeps the room of its banner's round line and of its call to action's buttons", async ({
  page,
}) => contestPageStaysStill(page));

test.describe('at 768 px, where the round line wraps and the call to action fits one row once signed out', () => {
  test.use({ viewport: { width: 768, height: 1000 } });
  test("the contest page keeps the room of its banner's round line and of its call to action's buttons", async ({
    page,
  }) => contestPageStaysStill(page));
});

/**
 * The service, with each page's document delivered in three pieces 0.7 s apart, cut inside the header (after the
 * brand, after the language picker), as a slow network or a busy phone's parser hands it over: what the browser
 * paints of a piece must not move once the rest arrives.
 */
async function serviceDeliveringPagesInPieces(target: string) {
  const cutsMade: number[] = [];
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      async (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        const isPage = String(answer.headers['content-type']).startsWith('text/html');
        if (!isPage) return answer.pipe(response);
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks).toString('utf8');
        const cuts = ['Doo Promotions</span></a>', '</select>']
          .filter((cut) => html.includes(cut))
          .map((cut) => html.indexOf(cut) + cut.length);
        cutsMade.push(cuts.length);
        for (const [index, cut] of cuts.entries()) {
          response.write(html.slice(cuts[index - 1] ?? 0, cut));
          await new Promise((done) => setTimeout(done, 700));
        }
        response.end(html.slice(cuts.at(-1)));
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // How many of its cuts each page delivered had: a header whose markup changed would arrive whole.
    cutsMade,
    close: () => server.close(),
  };
}

for (const { path, persona } of [
  { path: '/transaction-history', persona: 'cn-participant' },
  { path: '/doo-trader/my-race', persona: 'cn-participant' },
  { path: '/doo-trader', persona: undefined },
]) {
  test(`${path} arriving in pieces paints no part of its header that moves when the rest arrives`, async ({
    page,
    baseURL,
  }) => {
    const service = await serviceDeliveringPagesInPieces(baseURL!);
    try {
      await recordLayoutShifts(page);
      if (persona) await signIn(page, persona);
      await page.goto(`${service.origin}${path}?lang=en`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(service.cutsMade).toEqual([2]);
      expect(await shiftsOf(page)).toEqual([]);
    } finally {
      service.close();
    }
  });
}

/** The addresses of the page's requests still unanswered, whenever the function it returns is called. */
function requestsInFlight(page: Page) {
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
  return () => [...pending];
}

/** Holds every request matching `pattern` until the function it returns is called. */
function holdUntilReleased(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// The prize pool waits for two answers: its prize info, and the rounds that say whose prizes show. Either may come
// after a person has scrolled to it (a CI run's busy machine had the rounds come last): the pool and what is
// below it must not move when it does.
for (const late of ['rankingPrizeInfo', 'availableRounds']) {
  test(`the prize pool keeps its room when ${late} answers last, so what is below stays put`, async ({
    page,
  }) => {
    const release = holdUntilReleased(page, new RegExp(`/api/dootrader/terminal/${late}$`));
    await recordLayoutShifts(page);
    await page.goto('/doo-trader?lang=en');
    const pool = page.locator('[data-landing-section="prizePool"]');
    await expect(pool.getByRole('status', { name: 'Loading the prizes' })).toBeAttached();
    await pool.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
    await page.evaluate(() => (window.recordedShifts = []));

    release();
    await expect(pool.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    const movedOutsideBoard = (await shiftsOf(page))
      .flatMap(({ moved }) => moved)
      .filter((part) => part !== 'leaderboard');
    expect(movedOutsideBoard).toEqual([]);
  });
}

test('the leaderboard keeps the room of a page of rows while its code, its rows and their texts load, so what is below stays put', async ({
  page,
}) => {
  // Each held until the board is on screen, as for a person who scrolls to it faster than it loads.
  const releaseCode = holdUntilReleased(page, /\/assets\/leaderboard-[\w-]+\.js$/);
  const releaseRows = holdUntilReleased(page, /\/api\/dootrader\/terminal\/raceRanking$/);
  // The rows' texts (their requirement checklists) come in a catalog part of their own, which may come last.
  const releaseRowTexts = holdUntilReleased(page, /\/assets\/insight-[\w-]+\.js$/);
  await recordLayoutShifts(page);
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const slot = page.locator('[data-landing-section="leaderboard"]');
  const height = () => slot.evaluate((element) => element.getBoundingClientRect().height);
  // The board's top a little below the header: below a board shorter than its rows, the next section shows.
  await slot.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 150));
  await expect(slot.locator('#rankingBoard')).toBeAttached();
  await page.evaluate(() => (window.recordedShifts = []));
  const placeholder = await height();

  releaseCode();
  await expect(slot.getByRole('status', { name: 'Loading the leaderboard' })).toBeVisible();
  const loading = await height();

  const rowTextsAsked = page.waitForRequest(/\/assets\/insight-[\w-]+\.js$/);
  releaseRows();
  await rowTextsAsked;
  await expect(slot.getByRole('status', { name: 'Loading the leaderboard' })).toBeVisible();
  const rowTexts = await height();

  releaseRowTexts();
  await expect(slot.locator('button[aria-expanded]')).toHaveCount(10);
  const loaded = await height();

  for (const [stage, kept] of Object.entries({ placeholder, loading, rowTexts }))
    expect(Math.abs(kept - loaded), `${stage} ${kept} px, loaded ${loaded} px`).toBeLessThan(loaded * 0.05);
  // Moves inside the board are its own parts settling; the next test holds the line of its last update.
  const movedOutside = (await shiftsOf(page))
    .flatMap(({ moved }) => moved)
    .filter((part) => part !== 'leaderboard');
  expect(movedOutside).toEqual([]);
});

test('the leaderboard keeps the line of its last update while the time loads, so its tabs stay put', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/dootrader\/terminal\/rankingLastUpdatedTime$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/doo-trader?lang=en');
  const board = page.locator('#rankingBoard');
  await board.scrollIntoViewIfNeeded();
  await expect(board.locator('button[aria-expanded]')).toHaveCount(10);
  const tabs = board.getByRole('tablist');
  const top = () => tabs.evaluate((element) => element.getBoundingClientRect().top);
  const before = await top();

  release();
  await expect(board.getByText(/^Last updated:/)).toBeVisible();
  expect(await top()).toBeCloseTo(before, 0);
});

// The sections below the board load their code, texts and answers as a person nears them; one who scrolls faster,
// or jumps to a section, sees them arrive in view. Each keeps the room it will take meanwhile (measured in each
// locale), so that what is below barely moves: the CLS goal, 0.02. On a phone, where the words of a locale
// move a section's height most, also in the locales of the fewest and the most words (sc and id).
const sectionChunks = {
  hallOfFame: 'hall-of-fame',
  entryRequirements: 'entry-requirements',
  entryProcess: 'entry-process',
  regulatorRules: 'regulator-rules',
  terms: 'terms-card',
  footer: 'site-footer',
  featureCarousel: 'feature-carousel',
};
for (const [[section, chunk], locale] of Object.entries(sectionChunks).flatMap((entry) =>
  ['en', 'sc', 'id'].map((locale) => [entry, locale] as const),
)) {
  // The other locales on the phone alone: it is where their words move a section most.
  test(
    `the landing page's ${section} keeps its room while it loads in view in ${locale}, so what is below stays put`,
    {
      tag: locale === 'en' ? [] : ['@phone'],
    },
    async ({ page }) => {
      const held = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      const release = holdUntilReleased(page, held);
      const inFlight = requestsInFlight(page);
      await recordLayoutShifts(page);
      await page.goto(`/doo-trader?lang=${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const slot = page.locator(`[data-landing-section="${section}"]`);
      await slot.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
      // The sections around it, loading as they come near, settle first: only this one's arrival is measured.
      await expect.poll(() => inFlight().filter((url) => !held.test(url)), { timeout: 10_000 }).toEqual([]);
      // Then until the sections that came near have drawn what they load (the board above the hall of fame, measured
      // by its own tests), and nothing has moved for a while.
      if (section === 'hallOfFame')
        await expect(page.locator('#rankingBoard button[aria-expanded]')).toHaveCount(10);
      await expect(page.locator('[data-part="skeleton"], [aria-busy="true"]')).toHaveCount(0);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => (window.recordedShifts = []));
            await page.waitForTimeout(400);
            return shiftsOf(page);
          },
          { timeout: 10_000 },
        )
        .toEqual([]);

      release();
      await expect(slot.locator('section, footer').first()).toBeVisible();
      await expect(slot.locator('[data-part="skeleton"], [aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const layoutShift = (await shiftsOf(page)).reduce((sum, { value }) => sum + value, 0);
      expect(layoutShift).toBeLessThanOrEqual(0.02);
    },
  );
}

// A list that loads another page or filter keeps the last one's room meanwhile: what is below it (its page buttons,
// under the pointer that chose the page) does not jump up while the skeleton shows, then down when the rows come.
test('the leaderboard keeps the last page’s room and its page buttons while the next page loads', async ({
  page,
}) => {
  await page.goto('/doo-trader?lang=en');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 15_000 });
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
  const rows = board.getByRole('button', { name: /^Rank \d+/ });
  await expect(rows).toHaveCount(10);
  const panel = board.getByRole('tabpanel');
  const height = () => panel.evaluate((element) => element.getBoundingClientRect().height);
  const listed = await height();

  const pageTwo = board
    .getByRole('navigation', { name: 'Leaderboard pages' })
    .getByRole('button', { name: 'Page 2', exact: true });
  const where = () => pageTwo.evaluate((element) => element.getBoundingClientRect().top);
  await pageTwo.scrollIntoViewIfNeeded();
  const before = await where();

  const release = holdUntilReleased(page, /\/api\/dootrader\/terminal\/raceRanking$/);
  await pageTwo.click();
  await expect(board.getByRole('status', { name: 'Loading the leaderboard' })).toBeVisible();
  const loading = await height();
  // The buttons stay where they were, the chosen page current, focus on the one pressed.
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect(pageTwo).toBeFocused();
  expect(await where()).toBeCloseTo(before, 0);
  release();
  await expect(rows.first()).toHaveAccessibleName(/^Rank 11\b/);
  expect(loading).toBeCloseTo(listed, 0);
  await expect(pageTwo).toBeFocused();
});

test(
  'the rewards keep the last list’s room while another filter’s load',
  { tag: '@desktop' },
  async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/transaction-history?lang=en&activityType=client_event');
    // The list's region, around the table's own scroll box of the same name.
    const region = page.getByRole('region', { name: 'Your rewards' }).first();
    await expect(region.getByRole('table')).toBeVisible();
    const height = () => region.evaluate((element) => element.getBoundingClientRect().height);
    const listed = await height();

    const release = holdUntilReleased(page, /\/api\/rewards\/transactionHistory/);
    await page
      .getByTestId('filter-rows')
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Completed' })
      .click();
    await expect(region.getByRole('status', { name: 'Loading your rewards' })).toBeVisible();
    const loading = await height();
    release();
    await expect(region.getByRole('status', { name: 'Loading your rewards' })).toHaveCount(0);
    expect(loading).toBeCloseTo(listed, 0);
  },
);
