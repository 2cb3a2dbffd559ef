import { expect, type Locator, type Page } from '@playwright/test';

/** What the four requirement meters in `scope` say (`aria-valuetext`), in order. */
export const meterReadings = async (scope: Locator) => {
  const meters = scope.getByRole('progressbar');
  await expect(meters).toHaveCount(4);
  return meters.evaluateAll((all) => all.map((meter) => meter.getAttribute('aria-valuetext')));
};

/**
 * The requirement meters of an account's own row on the board (issue 14.1): its category's tab, a search by
 * its account number, then the one row left, opened.
 */
export async function ownRowReadings(
  page: Page,
  board: Locator,
  { category, accountId, rank }: { category: string; accountId: string; rank: number },
) {
  await board.getByRole('tab', { name: category }).click();
  await board.getByRole('searchbox', { name: 'Account number' }).fill(accountId);
  // The search applies a second after typing and redraws the rows: open the row it leaves, once it alone is left.
  await expect(board.getByRole('button', { name: /^Rank \d/ })).toHaveCount(1);
  const row = board.getByRole('button', { name: new RegExp(`^Rank ${rank}(?!\\d)`) });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  return meterReadings(page.locator(`[id="${await row.getAttribute('aria-controls')}"]`));
}
