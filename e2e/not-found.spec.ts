import { expect, test } from './fixtures';

test('an unknown address shows the 404 page, counts down and returns home after 4 s', async ({ page }) => {
  await page.goto('/no-such-page?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  await expect(page.getByText('You will be redirected to the homepage in 4 seconds.')).toBeVisible();
  await expect(page.getByText('You will be redirected to the homepage in 1 second.')).toBeVisible({
    timeout: 4_000,
  });
  await expect(page).toHaveURL(/\/$|\/\?lang=en$/, { timeout: 3_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
});

test('"Stay on this page" stops the countdown for good (WCAG 2.2.1)', async ({ page }) => {
  await page.goto('/no-such-page?lang=en');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  // Said by the sentence that takes focus in the button's place, once (not again by the live region).
  await expect(page.getByText('You are staying on this page.')).toBeFocused();
  await expect(page.getByRole('status')).toBeEmpty();
  await page.waitForTimeout(5_000);
  expect(new URL(page.url()).pathname).toBe('/no-such-page');
  await page.getByRole('button', { name: 'Go to the homepage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
});

test('the homepage button leaves the 404 page at once', async ({ page }) => {
  await page.goto('/missing/deeper?lang=en');
  await page.getByRole('button', { name: 'Go to the homepage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
});

// Defect 9: a mistyped path under a contest page is the 404 page for everyone, never a trip to login.
for (const path of ['/doo-trader/typo', '/ib-doo-trader/typo']) {
  test(`${path} shows the 404 page to a signed-out visitor, without sending them to login`, async ({
    page,
  }) => {
    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test(`${path} shows the 404 page to a signed-in visitor`, async ({ page }) => {
    const response = await page.request.post('/sandbox/session', { data: { persona: 'jp-client' } });
    expect(response.ok()).toBe(true);
    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  });
}
