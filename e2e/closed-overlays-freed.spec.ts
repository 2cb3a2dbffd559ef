import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * A dialog, drawer or list that a person scrolled and then closed is garbage once it is closed and opened
 * again: nothing in the page keeps each closed one's nodes (and, through them, what it rendered). The router's
 * scroll restoration kept every scrolled element until the next navigation: each opening of the share poster
 * then cost the race page about 50 KB. The one watched is the second of three: the first may stay, held by the
 * elements the opener's parent rendered it from (Preact fills in a virtual node the first time it renders it),
 * and the last, held by the tree that rendered it, until the next; neither grows with the openings. The
 * scroll is dispatched as the browser does when the content scrolls, at any screen size.
 */
async function isFreedOnceReopened(page: Page, open: () => Promise<void>, overlay: Locator) {
  const scrollAndClose = async (watch: boolean) => {
    await open();
    await expect(overlay).toBeVisible();
    await overlay.evaluate((element) => element.setAttribute('data-scrolled', ''));
    // Found by the page itself, so that no handle of the test's own holds the node.
    await page.evaluate((watched) => {
      const element = document.querySelector('[data-scrolled]');
      if (!element) throw new Error('The overlay is not on the page');
      element.removeAttribute('data-scrolled');
      element.dispatchEvent(new Event('scroll'));
      if (watched) Object.assign(window, { closedOverlay: new WeakRef(element) });
    }, watch);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  };
  await scrollAndClose(false);
  await scrollAndClose(true);
  await scrollAndClose(false);
  const devtools = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      await devtools.send('HeapProfiler.collectGarbage');
      return page.evaluate(
        () => (window as unknown as { closedOverlay: WeakRef<Element> }).closedOverlay.deref() === undefined,
      );
    })
    .toBe(true);
  await devtools.detach();
}

test.describe('closed overlays are freed @desktop', () => {
  test('the prize table on the landing page', async ({ page }) => {
    await page.goto('/doo-trader?lang=en');
    await isFreedOnceReopened(
      page,
      () => page.getByRole('button', { name: 'See all prizes' }).click(),
      page.getByRole('dialog'),
    );
  });

  test.describe('on the race page', () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, 'cn-participant');
      await page.goto('/doo-trader/my-race?lang=en');
    });

    test('the share poster', async ({ page }) => {
      await isFreedOnceReopened(
        page,
        () => page.getByRole('button', { name: 'Share my result' }).click(),
        page.getByRole('dialog'),
      );
    });

    test('the gift claim', async ({ page }) => {
      await isFreedOnceReopened(
        page,
        () => page.getByRole('button', { name: 'Claim gift' }).click(),
        page.getByRole('dialog'),
      );
    });
  });

  test("the gift claim's area-code list", async ({ page }) => {
    // Inside the claim's form, Radix renders the options it keeps in state into a hidden select; Preact linked
    // each kept option to the tree of its first rendering, and so every list closed before (patches/).
    await signIn(page, 'cn-participant');
    await page.goto('/doo-trader/my-race?lang=en');
    const claim = page.getByRole('dialog', { name: 'Claim your gift' });
    await isFreedOnceReopened(
      page,
      async () => {
        // Escape closes the list alone: the claim stays open for the next opening.
        if (!(await claim.isVisible())) await page.getByRole('button', { name: 'Claim gift' }).click();
        await claim.getByRole('combobox', { name: 'Area code' }).click();
      },
      page.getByRole('listbox'),
    );
  });

  test("the header's events menu", async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/doo-trader?lang=en');
    await isFreedOnceReopened(
      page,
      () => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Events' }).click(),
      page.getByRole('menu'),
    );
  });

  test("the header's account menu", async ({ page }) => {
    await signIn(page, 'jp-client');
    await page.goto('/?lang=en');
    await isFreedOnceReopened(
      page,
      () => page.getByRole('button', { name: 'Account' }).click(),
      page.getByRole('menu'),
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('the reward filters drawer', async ({ page }) => {
      await signIn(page, 'cn-participant');
      await page.goto('/transaction-history?lang=en');
      await isFreedOnceReopened(
        page,
        () => page.getByRole('button', { name: 'Filters' }).click(),
        page.getByRole('dialog', { name: 'Filter rewards' }),
      );
    });
  });
});

test('Back still returns to where the page was scrolled @desktop', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  await page.evaluate(() => window.scrollTo({ top: 1200 }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  // Dispatched: a click would first scroll the header's link into view.
  await page.getByRole('banner').getByRole('link', { name: 'Doo Promotions' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/doo-trader/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});
