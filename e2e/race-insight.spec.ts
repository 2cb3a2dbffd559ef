import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';
import { meterReadings, ownRowReadings } from './requirementMeters';

// Issue 14.1–2: where a participant stands, on the race page and on the board.

const insight = (page: Page) => page.getByRole('region', { name: 'Where you stand' });

test('the race page shows the requirement checklist and the distance to the next prize tier', async ({
  page,
}) => {
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  const meters = insight(page).getByRole('progressbar');
  await expect(meters).toHaveCount(4);
  await expect(insight(page).getByRole('progressbar', { name: 'Strategy duration' })).toHaveAttribute(
    'aria-valuetext',
    /of 15 days/,
  );
  await expect(insight(page).getByRole('progressbar', { name: 'Equity at registration' })).toHaveAttribute(
    'aria-valuetext',
    /^USD [\d,]+ of at least USD 10,000$/,
  );
  // The same rule as the prize note beside the figures: rank 3 pays, two requirements are short.
  await expect(insight(page)).toContainText(
    'Your rank pays a prize, but you are not eligible for it yet: needs',
  );
  const distance = insight(page).getByTestId('tier-distance');
  await expect(distance).toContainText(
    /You are ranked 3; rank 2 pays USD [\d,]+; you are \d+\.\d\d percentage points/,
  );
  await expect(distance).toContainText(/You are in the prize zone; \d+\.\d\d points ahead of rank 4\./);
});

test('an Indonesian client outside the prize ranks reads how far rank 10 is, and the same checklist on the board', async ({
  page,
}) => {
  await signIn(page, 'id-client');
  await page.goto('/doo-trader/my-race?lang=en');
  // Why the account is not in line for a prize, from the same checklist as the meters.
  await expect(insight(page)).toContainText(
    /At rank 140 you are outside the prize ranks \(1–10\), and not eligible yet: needs/,
  );
  const distance = insight(page).getByTestId('tier-distance');
  await expect(distance).toContainText(
    /You are ranked 140; rank 10 pays USD [\d,]+; you are \d+\.\d\d percentage points of return behind it\./,
  );
  await expect(distance).not.toContainText('prize zone');
  const onRacePage = await meterReadings(insight(page));

  await page.goto('/doo-trader?lang=en');
  await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
  const board = page.getByRole('region', { name: 'Leaderboard' });
  expect(
    await ownRowReadings(page, board, { category: 'Classic', accountId: '20500001', rank: 140 }),
  ).toEqual(onRacePage);
});

test('a Japanese client reads the next tier’s prize in yen', async ({ page }) => {
  await signIn(page, 'jp-client');
  await page.goto('/doo-trader/my-race?lang=jp');
  // The section's name is in Japanese here; the distance is found by its test id.
  await expect(page.getByTestId('tier-distance')).toContainText('¥');
  await expect(page.getByTestId('tier-distance')).not.toContainText('USD');
});

test('a Japanese client reads every amount in yen: the checklist, the poster and the board’s tier lines', async ({
  page,
}) => {
  // The yen rule follows the nationality, not the language (docs/readings.md): English texts, yen amounts.
  await signIn(page, 'jp-client');
  await page.goto('/doo-trader/my-race?lang=en');
  await expect(insight(page).getByRole('progressbar', { name: 'Equity at registration' })).toHaveAttribute(
    'aria-valuetext',
    /^¥[\d,]+ of at least ¥[\d,]+$/,
  );
  await expect(insight(page)).not.toContainText('USD');
  await page.getByRole('button', { name: 'Share my result' }).click();
  const poster = page.getByTestId('share-poster');
  await expect(poster).toContainText(/Estimated prize¥[\d,]+/);
  await expect(poster).not.toContainText('USD');
  await page.keyboard.press('Escape');

  await page.goto('/doo-trader?lang=en');
  await page.locator('#rankingBoard').scrollIntoViewIfNeeded();
  const dividers = page.getByTestId('tier-divider');
  await expect(dividers).toHaveCount(5);
  await expect(dividers.nth(0)).toHaveText(/^Rank 1: ¥[\d,]+(–¥[\d,]+)?$/);
  await expect(dividers.nth(4)).toHaveText(/^Ranks 6–10: ¥/);
});

test('the board draws a line where each prize tier begins, named with its prize', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  const board = page.locator('#rankingBoard');
  await board.scrollIntoViewIfNeeded();
  const dividers = page.getByTestId('tier-divider');
  await expect(dividers).toHaveCount(5);
  await expect(dividers.nth(0)).toHaveText(/^Rank 1: USD [\d,]+(–USD [\d,]+)?$/);
  await expect(dividers.nth(3)).toHaveText(/^Ranks 4–5: USD [\d,]+(–USD [\d,]+)?$/);
  await expect(dividers.nth(4)).toHaveText(/^Ranks 6–10: USD /);
  await page
    .getByRole('navigation', { name: 'Leaderboard pages' })
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect(page.getByRole('button', { name: /^Rank 11/ })).toBeVisible();
  await expect(dividers).toHaveCount(0);
});
