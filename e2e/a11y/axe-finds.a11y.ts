import { severeViolations } from '../axe';
import { expect, test } from '../fixtures';

// The sweep's empty lists mean something only if the axe run it uses (legacy mode, e2e/axe.ts) reports what it
// should: a button without a name, added to a real page, is found and named.
test('the axe run of the sweeps finds a button without a name', async ({ page }) => {
  // axe reads the whole landing page: about 2 s on an idle machine, many times that beside a loaded run.
  test.slow();
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const nameless = document.createElement('button');
    nameless.id = 'nameless';
    document.querySelector('main')!.append(nameless);
  });
  expect(await severeViolations(page)).toEqual(['button-name: #nameless']);
});
