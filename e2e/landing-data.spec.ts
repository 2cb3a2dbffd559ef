import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { call } from './serviceCalls';

/**
 * Opens the landing page at the leaderboard, which loads as it nears the screen: once the app has taken the drawn
 * screen's place, so that the scroll is one the app sees (on a loaded machine the takeover can come seconds later).
 */
const openBoard = async (page: Page) => {
  await page.goto('/doo-trader?lang=en');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 15_000 });
  await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
};

/** The leaderboard section, found by its heading (its anchor is `#rankingBoard`). */
const board = (page: Page) => page.getByRole('region', { name: 'Leaderboard' });
const rows = (page: Page) => board(page).getByRole('button', { name: /^Rank \d+/ });
const pages = (page: Page) => board(page).getByRole('navigation', { name: 'Leaderboard pages' });

test.describe('leaderboard', () => {
  test('shares one availableRounds call with the banner and the countdown', async ({ page }) => {
    const roundsCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/dootrader/terminal/availableRounds')) roundsCalls.push(request.url());
    });
    await openBoard(page);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.locator('[data-section="round-countdown"]').getByRole('timer')).toBeVisible();
    expect(roundsCalls).toHaveLength(1);
  });

  test('shares one entryCondition call between the board, the entry requirements and registration', async ({
    page,
  }) => {
    await signIn(page, 'cn-participant');
    const conditionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/entryCondition')) conditionCalls.push(request.url());
    });
    await openBoard(page);
    await expect(rows(page)).toHaveCount(10);
    await page.locator('[data-landing-section="entryRequirements"]').scrollIntoViewIfNeeded();
    await expect(
      page.locator('[data-landing-section="entryRequirements"]').getByRole('table').first(),
    ).toBeVisible();
    await expect(page.locator('[data-section="registration"]')).toBeVisible();
    expect(conditionCalls).toHaveLength(1);
  });

  test('opens on the Master tab with page buttons past 10 standings', async ({ page }) => {
    await openBoard(page);
    await expect(board(page).getByRole('tab', { name: 'Master' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(10);
    await expect(pages(page)).toBeVisible();
    await pages(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(rows(page).first()).toHaveAccessibleName(/^Rank 11\b/);
  });

  test('ignores letters in the search and filters by account number a second after typing', async ({
    page,
  }) => {
    const rankingCalls: Array<{ at: number; body: { accountId?: number } }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/dootrader/terminal/raceRanking')) {
        rankingCalls.push({ at: Date.now(), body: request.postDataJSON() as { accountId?: number } });
      }
    });
    await openBoard(page);
    await expect(rows(page)).toHaveCount(10);
    const search = board(page).getByRole('searchbox', { name: 'Account number' });

    const callsBefore = rankingCalls.length;
    await search.pressSequentially('abc');
    await expect(search).toHaveValue('');
    await page.waitForTimeout(1500);
    expect(rankingCalls).toHaveLength(callsBefore);
    await expect(rows(page)).toHaveCount(10);

    // An account of the shown round and category: the third on the first page.
    const shown = rankingCalls.at(-1)!.body as { tradingType: number; competitionRounds: number };
    const ranking = await call<{ records: Array<{ accountId: number; ranking: number }> }>(
      page.request,
      '/api/dootrader/terminal/raceRanking',
      { tradingType: shown.tradingType, competitionRounds: shown.competitionRounds, page: 1, pagesize: 10 },
    );
    const wanted = ranking.records[2]!;
    // The moment of the last keystroke, as the page saw it (the test runner hears of it later): first of all
    // listeners, before the page's own handler starts its second (a listener on the field ran after it).
    await page.evaluate(() =>
      window.addEventListener(
        'input',
        () => {
          (window as unknown as { lastInputAt: number }).lastInputAt = Date.now();
        },
        { capture: true },
      ),
    );
    await search.pressSequentially(String(wanted.accountId), { delay: 50 });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAccessibleName(new RegExp(`^Rank ${wanted.ranking}\\b`));
    const filtered = rankingCalls.find((c) => c.body.accountId === wanted.accountId)!;
    const typedAt = await page.evaluate(() => (window as unknown as { lastInputAt: number }).lastInputAt);
    expect(filtered.at - typedAt).toBeGreaterThanOrEqual(1000);
    // Only the settled number was asked for, not each digit on the way.
    expect(rankingCalls.filter((c) => c.body.accountId !== undefined)).toHaveLength(1);
    await expect(pages(page)).toHaveCount(0);
  });
});
