import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

/**
 * Issue 15 item 8: the app works under a style policy without 'unsafe-inline'. Every page is served with
 * the service's policy minus 'unsafe-inline' (whatever the service sends), so this spec measures the app's
 * own inline styles, and every violation the browser reports fails the test.
 */
const strictPolicy = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.replace(/\s'unsafe-inline'/g, ''))
    .join(';');

const serveStrict = async (page: Page) => {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    expect(policy, 'the service sends a policy').toBeTruthy();
    headers['content-security-policy'] = strictPolicy(policy!);
    return route.fulfill({ response, headers });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}: ${event.sample}`,
      );
    });
  });
};

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const expectNoViolation = async (page: Page) => {
  // A report is dispatched as a task after the blocked style: give it a moment to arrive.
  await page.waitForTimeout(300);
  expect(await violations(page)).toEqual([]);
};

test.beforeEach(async ({ page }) => serveStrict(page));

test('the policy really is strict in this spec', async ({ page, consoleErrors }) => {
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A <style> element without a nonce or hash must be refused, or the spec would measure nothing.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(() => violations(page)).toHaveLength(1);
  await page.evaluate(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations.length = 0;
  });
  // The browser also logs the refusal it was made to make.
  consoleErrors.length = 0;
});

test('the landing page, the donation dialog and the prize table', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const slot of ['leaderboard', 'hallOfFame', 'featureCarousel', 'footer']) {
    await page.locator(`[data-landing-section="${slot}"]`).scrollIntoViewIfNeeded();
  }
  await expect(page.getByRole('region', { name: 'Feature slides' })).toBeVisible();
  await expectNoViolation(page);

  await page.getByRole('region', { name: 'Hall of fame', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Donations' }).click();
  const donation = page.getByRole('dialog', { name: 'Trading for a good cause' });
  await expect(donation.getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  // The dialog's scroll lock still applies its style sheet under the strict policy.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expectNoViolation(page);
  await donation.getByRole('button', { name: 'Close' }).click();
  await expect(donation).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  const pool = page.getByRole('region', { name: 'Prize pool' });
  await pool.scrollIntoViewIfNeeded();
  await pool.getByRole('button', { name: 'See all prizes' }).click();
  const prizes = page.getByRole('dialog', { name: /Prizes by rank and server/ });
  await expect(prizes.getByRole('row').first()).toBeVisible();
  await expectNoViolation(page);
  await page.keyboard.press('Escape');
  await expect(prizes).toBeHidden();
  await expectNoViolation(page);
});

test('the race page: the share poster shown and saved', async ({ page }) => {
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  const details = page.getByRole('region', { name: '王小明’s race' });
  await details.getByRole('button', { name: 'Share my result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share my result' });
  await expect(dialog.getByTestId('share-poster')).toContainText('USD 9,240');
  await expectNoViolation(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save poster' }).click();
  await downloading;
  await expectNoViolation(page);
});

test("the gift claim's area-code list", async ({ page }) => {
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  await page.getByRole('button', { name: 'Claim gift' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim your gift' });
  // A Radix Select: its viewport renders a <style> of its own.
  await claim.getByRole('combobox', { name: 'Area code' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoViolation(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectNoViolation(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the navigation menu', async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/doo-trader?lang=en');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Events' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expectNoViolation(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expectNoViolation(page);
  });

  test('the transaction-history filter drawer', async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/transaction-history?lang=en');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter rewards' });
    await expect(drawer).toBeVisible();
    await expectNoViolation(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expectNoViolation(page);
  });
});
