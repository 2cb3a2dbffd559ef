import { expect, test } from './fixtures';

// A trace's screenshots are frames that lay the page out whatever changed: off here, as in CI.
test.use({ trace: 'off' });

test('a countdown tick off screen lays nothing out', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  const timer = page.locator('[data-landing-section="countdown"]').getByRole('timer');
  await expect(timer).toBeVisible();
  // Where nothing else moves: no slides, no countdown in view. The sections on the way load as they near.
  const terms = page.locator('[data-landing-section="terms"]');
  await terms.scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: /terms/i }).first()).toBeVisible();
  await terms.scrollIntoViewIfNeeded();
  await expect(timer).not.toBeInViewport();

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Performance.enable');
  const layouts = async () =>
    (await devtools.send('Performance.getMetrics')).metrics.find(({ name }) => name === 'LayoutCount')
      ?.value ?? Number.NaN;
  const layoutsWithin = async (ms: number) => {
    const before = await layouts();
    await page.waitForTimeout(ms);
    return (await layouts()) - before;
  };
  // Until what the scroll brought has loaded and settled; a window shorter than a second may fall between ticks.
  await expect.poll(() => layoutsWithin(600), { timeout: 10_000 }).toBe(0);
  const shownBefore = await timer.textContent();
  const layoutsOverTicks = await layoutsWithin(3500);
  // Still counting, for whoever scrolls back or reads it with a screen reader.
  expect(await timer.textContent()).not.toBe(shownBefore);
  expect(layoutsOverTicks).toBe(0);
});
