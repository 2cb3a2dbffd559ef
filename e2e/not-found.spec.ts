import { expect, test } from './fixtures';

test('an unknown address shows the 404 page, counts down and returns home after 4 s', async ({ page }) => {
  // Each step of the count as the page shows it, with the page's time: a step lasts a second, less than a
  // loaded machine may take between two looks at the page, so the page reports every change of the text.
  const steps: Array<{ text: string; at: number }> = [];
  await page.exposeFunction('countdownShown', (text: string, at: number) => {
    if (steps.at(-1)?.text !== text) steps.push({ text, at });
  });
  await page.addInitScript(() => {
    const report = () => {
      const text = document.body?.textContent?.match(
        /You will be redirected to the homepage in \d+ seconds?\./,
      )?.[0];
      if (text)
        void (window as unknown as { countdownShown: (text: string, at: number) => void }).countdownShown(
          text,
          Date.now(),
        );
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/no-such-page?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  await expect(page).toHaveURL(/\/$|\/\?lang=en$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
  expect(steps.map(({ text }) => text)).toEqual([
    'You will be redirected to the homepage in 4 seconds.',
    'You will be redirected to the homepage in 3 seconds.',
    'You will be redirected to the homepage in 2 seconds.',
    'You will be redirected to the homepage in 1 second.',
  ]);
  // A step a second: from 4 to 1 takes three.
  expect(steps.at(-1)!.at - steps[0]!.at).toBeGreaterThanOrEqual(2_900);
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
