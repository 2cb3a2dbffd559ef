import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * Escape closes a dialog or a menu from the first frame it is seen in. Radix adds its Escape listener in an effect
 * of a render that an effect of the opening asks for; on Preact's default timing (effects a frame after each
 * render, src/app/preactClient.ts) an Escape in the next two frames did nothing, about one quick opening in four.
 * The opener is clicked and Escape pressed in the page itself: from Playwright, the time between its two steps
 * decides. Two moments:
 * - `frame`: the frame after the overlay appeared, clicked as the countdown ticks, whose render's effects then
 *   still wait for their frame: the opening's must not queue behind them (they did, on CI's load).
 * - `task`: the task after it appeared. On a first opening the overlay's code loads, it renders in a task of its
 *   own and its effects wait for a frame; a person's next key comes as a task, which can run before that frame
 *   (on CI's load, Playwright's Escape right after the dialog was visible did). Each try loads the page again.
 */
const escapeAfterOpening = (
  opener: Locator,
  overlay: string,
  openWith: 'click' | 'Enter',
  escapeIn: 'frame' | 'task',
) =>
  opener.evaluate(
    async (button, [selector, openWith, escapeIn]) => {
      const timer = document.querySelector('[data-section="round-countdown"] [role="timer"]');
      if (escapeIn === 'frame' && timer) {
        await new Promise<void>((resolve) => {
          const ticked = new MutationObserver(() => {
            ticked.disconnect();
            resolve();
          });
          ticked.observe(timer, { childList: true, subtree: true, characterData: true });
          setTimeout(resolve, 2000);
        });
      }
      const appeared = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      if (openWith === 'click') (button as HTMLElement).click();
      // Radix opens a menu on a pointer's press or a key, not on a click.
      else
        button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await Promise.race([appeared, new Promise((settle) => setTimeout(settle, 5000))]);
      if (escapeIn === 'frame') await new Promise((frame) => requestAnimationFrame(frame));
      else {
        const nextTask = new MessageChannel();
        await new Promise((settle) => {
          nextTask.port1.onmessage = settle;
          nextTask.port2.postMessage(null);
        });
      }
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
      );
    },
    [overlay, openWith, escapeIn] as const,
  );

test('the prize table closes on an Escape pressed the task after its first opening shows it', async ({
  page,
}) => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.goto('/doo-trader?lang=en');
    const opener = page.getByRole('button', { name: 'See all prizes' });
    await escapeAfterOpening(opener, '[role="dialog"]', 'click', 'task');
    await expect(page.getByRole('dialog'), `attempt ${attempt}`).toHaveCount(0, { timeout: 2000 });
  }
});

test('the donation dialog closes on an Escape pressed the task after its first opening shows it', async ({
  page,
}) => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.goto('/doo-trader?lang=en');
    // Its button shows once the page is scrolled to the hall of fame, which mounts as it nears the screen.
    await page.locator('[data-landing-section="hallOfFame"]').scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Hall of fame', exact: true }).scrollIntoViewIfNeeded();
    const opener = page.getByRole('button', { name: 'Donations' });
    await expect(opener).toBeVisible();
    await escapeAfterOpening(opener, '[role="dialog"]', 'click', 'task');
    await expect(page.getByRole('dialog'), `attempt ${attempt}`).toHaveCount(0, { timeout: 2000 });
  }
});

test('the prize table closes on an Escape pressed the frame after it opens', async ({ page }) => {
  await page.goto('/doo-trader?lang=en');
  const opener = page.getByRole('button', { name: 'See all prizes' });
  // The dialog's code loads on the first opening: then it opens once its chunk is there.
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (let opening = 1; opening <= 5; opening += 1) {
    await escapeAfterOpening(opener, '[role="dialog"]', 'click', 'frame');
    await expect(page.getByRole('dialog'), `opening ${opening}`).toHaveCount(0, { timeout: 2000 });
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the navigation menu closes on an Escape pressed the frame after it opens', async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/doo-trader?lang=en');
    const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Events' });
    await opener.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    for (let opening = 1; opening <= 5; opening += 1) {
      await escapeAfterOpening(opener, '[role="menu"]', 'Enter', 'frame');
      await expect(page.getByRole('menuitem'), `opening ${opening}`).toHaveCount(0, { timeout: 2000 });
    }
  });

  test('the navigation menu closes on an Escape pressed the task after its first opening shows it', async ({
    page,
  }) => {
    await signIn(page, 'cn-participant');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.goto('/doo-trader?lang=en');
      const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Events' });
      await escapeAfterOpening(opener, '[role="menu"]', 'Enter', 'task');
      await expect(page.getByRole('menuitem'), `attempt ${attempt}`).toHaveCount(0, { timeout: 2000 });
    }
  });
});
