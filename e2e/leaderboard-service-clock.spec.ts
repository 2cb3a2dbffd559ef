import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Runs in the `service-state` project (the file name matches its pattern): it moves the service's clock to make
// a ranking update while the page is open (issue 16, 11).

const hourMs = 3_600_000;
const board = (page: Page) => page.getByRole('region', { name: 'Leaderboard' });
const rows = (page: Page) => board(page).getByRole('button', { name: /^Rank \d+/ });
const pages = (page: Page) => board(page).getByRole('navigation', { name: 'Leaderboard pages' });
/** The board's polite live region: heard with a screen reader, not seen. */
const announcement = (page: Page) =>
  board(page).getByRole('status').and(page.locator('[aria-live="polite"]'));

/** What the region says of page 2 (the seed ranks 2,000 accounts a round; other specs may enrol more). */
const pageTwo = /^Master, round 2: 2,\d{3} accounts, page 2 of 20\d$/;

/** Opens the landing page at the board, which asks whether the ranking was updated every second. */
async function openBoard(page: Page) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'sandbox-ranking-poll-ms', value: '1000', url }]);
  await page.goto('/doo-trader?lang=en');
  await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(10);
}

test.describe('the board’s announcements', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/sandbox/clock');
  });

  test('says nothing as it opens, then the result of a page change, once', async ({ page }) => {
    await openBoard(page);
    await expect(announcement(page)).toBeEmpty();
    await pages(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(rows(page).first()).toHaveAccessibleName(/^Rank 11\b/);
    await expect(announcement(page)).toHaveText(pageTwo);
  });

  test('refreshes in place after a ranking update and tells a participant where they stand', async ({
    page,
    request,
  }) => {
    await signIn(page, 'cn-participant');
    await openBoard(page);
    await pages(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(announcement(page)).toHaveText(pageTwo);

    // The next hour on the service's clock is a new ranking update.
    const { data } = (await (await request.delete('/sandbox/clock')).json()) as { data: { now: string } };
    const now = data.now;
    const next = new Date(Math.floor(Date.parse(now) / hourMs) * hourMs + hourMs);
    await request.post('/sandbox/clock', { data: { now: new Date(next.getTime() + 60_000).toISOString() } });
    const time = next.toISOString().slice(11, 16);

    // cn-participant's best Master account is 3rd; the clock moved, the standings did not.
    await expect(announcement(page)).toHaveText(`Ranking updated at ${time}; you are now 3rd (unchanged)`);
    await expect(board(page).getByText(new RegExp(`Last updated: .*${time}`))).toBeVisible();
    // The person's place stays: the same tab and page, the rows there.
    await expect(board(page).getByRole('tab', { name: 'Master' })).toHaveAttribute('aria-selected', 'true');
    await expect(pages(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page).first()).toHaveAccessibleName(/^Rank 11\b/);
  });
});
