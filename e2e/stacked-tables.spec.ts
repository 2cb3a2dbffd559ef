import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

/**
 * Issue 17: on a phone the race page's round history, the rewards and the landing page's entry requirements
 * cannot show their columns in any locale,
 * so they are drawn stacked from their first render. Drawn in columns first, they were measured and laid out
 * again stacked in the frame that showed them (at 4× CPU, 97 ms of the race page's longest task after its
 * first render). Each table's box is recorded as it arrives, then every change of its stacking.
 */
declare global {
  interface Window {
    tableBoxes: { label: string; stackedOnArrival: boolean; changes: number }[];
  }
}

async function recordTableStacking(page: Page) {
  await page.addInitScript(() => {
    window.tableBoxes = [];
    const seen = new Map<Element, Window['tableBoxes'][number]>();
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          const box = seen.get(record.target as Element);
          if (box) box.changes += 1;
          continue;
        }
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const table of node.matches('table') ? [node] : node.querySelectorAll('table')) {
            const box = table.parentElement;
            if (!box || seen.has(box)) continue;
            const entry = {
              label: box.getAttribute('aria-label') ?? '',
              stackedOnArrival: box.hasAttribute('data-stacked'),
              changes: 0,
            };
            seen.set(box, entry);
            window.tableBoxes.push(entry);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, attributeFilter: ['data-stacked'] });
  });
}

/** Once its rows show, the table is stacked and its box came stacked, never changed since. */
async function expectStackedOnArrival(page: Page, table: string) {
  // The table's own box (the page's section may carry the same name).
  const box = page.getByRole('table', { name: table }).locator('..');
  await expect(box.getByRole('row').nth(1)).toBeVisible();
  await expect(box).toHaveAttribute('data-stacked');
  const boxes = await page.evaluate(() => window.tableBoxes);
  expect(boxes.filter(({ label }) => label === table)).toEqual([
    { label: table, stackedOnArrival: true, changes: 0 },
  ]);
}

test.use({ viewport: { width: 412, height: 823 } });

for (const { path, table } of [
  { path: '/doo-trader/my-race', table: 'Rounds of the selected account' },
  { path: '/transaction-history', table: 'Your rewards' },
]) {
  test(`on a phone, ${path} draws its table stacked from the first frame that shows it @desktop`, async ({
    page,
  }) => {
    await recordTableStacking(page);
    await signIn(page, 'cn-participant');
    await page.goto(`${path}?lang=en`);
    await expectStackedOnArrival(page, table);
  });
}

test('on a phone, the landing page draws its entry requirements stacked from the first frame that shows them @desktop', async ({
  page,
}) => {
  await recordTableStacking(page);
  await page.goto('/doo-trader?lang=en');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The section loads as it nears the screen.
  const slot = page.locator('[data-landing-section="entryRequirements"]');
  await slot.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
  await expectStackedOnArrival(page, 'Requirements by category');
});
