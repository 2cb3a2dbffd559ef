import { expect, test } from './fixtures';

// Old browsers and some in-app WebViews have no IntersectionObserver. The slider library needs one, so
// the carousels show their slides as a row that scrolls natively; sections below the fold load at once.
// The fixture fails each test on any uncaught error or console error.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});

test('the contest page loads every section, and its slides scroll by their buttons', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doo Trader contest');
  await expect(page.getByRole('region', { name: 'Contact and legal information' })).toBeAttached();

  for (const name of ['Feature slides', 'Past winners']) {
    const carousel = page.getByRole('region', { name, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.getByRole('group');
    await expect(slides.first(), name).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Pause|Play/ }), `${name}: no autoplay`).toHaveCount(0);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    if ((await next.count()) === 0) continue;
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    await expect(previous, name).toBeDisabled();
    const count = await slides.count();
    await expect(slides.nth(count - 1), name).not.toBeInViewport({ ratio: 0.9 });
    await next.click();
    await expect(slides.first(), `${name}: a press moves the row on by a slide`).not.toBeInViewport({
      ratio: 0.9,
    });
    await expect(slides.nth(1), name).toBeInViewport({ ratio: 0.9 });
    await expect(previous, name).toBeEnabled();
    await previous.click();
    await expect(previous, name).toBeDisabled();
    // The row scrolls natively too (a swipe or a trackpad): at its end there is no next.
    await carousel.locator('[data-part="slide-content"]').last().scrollIntoViewIfNeeded();
    await expect(slides.nth(count - 1), name).toBeInViewport({ ratio: 0.9 });
    await expect(next, name).toBeDisabled();
  }
});

test('the home page loads', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and promotions');
});
