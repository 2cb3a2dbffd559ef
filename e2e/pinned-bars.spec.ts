import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * A bar pinned to the bottom of the screen that is measured anew (it loads its text, wraps, shows a button)
 * brings a control focused by the keyboard back out from under it (WCAG 2.4.11, src/shared/reservedEdges.ts),
 * and leaves the page still for a control focused by a click: the page moving between a press and its release
 * lands the release beside the control, and the click is lost (a loaded CI machine's did, on "Share my result").
 * The bar grown here is the QA inspector's button, pinned to the bottom of every sandbox page on a desktop: it
 * loads on the page's first interaction, which may be that press, and it was the bar measured then.
 */

const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/** The room the page keeps clear at its bottom for the bars pinned there, in px. */
const reservedBottom = (page: Page) =>
  page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--reserved-bottom')),
  );

/** Scrolls the page until the control's bottom sits 8 px above the room the bars keep: in view, clear of them. */
async function justAboveTheBars(page: Page, control: Locator) {
  for (let settle = 0; settle < 3; settle += 1) {
    const room = await reservedBottom(page);
    const offset = await control.evaluate(
      (element, bottomRoom) => element.getBoundingClientRect().bottom - (window.innerHeight - bottomRoom - 8),
      room,
    );
    await page.evaluate((by) => window.scrollBy(0, by), offset);
    // The floating bars are measured again two frames after a scroll.
    await frames(page);
  }
}

/** Makes the inspector's corner `px` taller than its button (none: as drawn), as a bar that wraps or shows more. */
async function padBottomBar(page: Page, px: number) {
  await page
    .getByRole('button', { name: 'Inspector', exact: true })
    .locator('..')
    .evaluate((corner, extra) => {
      const { style } = corner as HTMLElement;
      style.minBlockSize = '';
      if (extra) style.minBlockSize = `${(corner as HTMLElement).offsetHeight + extra}px`;
    }, px);
}

/** Grows the inspector's corner until it is the tallest bottom bar, and waits until the page has measured it. */
async function growBottomBar(page: Page) {
  const before = await reservedBottom(page);
  await padBottomBar(page, before + 100);
  await expect.poll(() => reservedBottom(page)).toBeGreaterThan(before + 100);
  await frames(page);
}

async function shrinkBottomBar(page: Page, to: number) {
  await padBottomBar(page, 0);
  await expect.poll(() => reservedBottom(page)).toBe(to);
}

test(
  'a bottom bar measured anew brings a Tabbed control clear of it, and moves nothing under a press of the mouse',
  { tag: '@desktop' },
  async ({ page }) => {
    await signIn(page, 'cn-participant');
    await page.goto('/doo-trader/my-race?lang=en');
    const share = page.getByRole('button', { name: 'Share my result' });
    await expect(share).toBeVisible();
    // The inspector's button loads on the page's first interaction.
    await page.mouse.move(1, 1);
    await expect(page.getByRole('button', { name: 'Inspector', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The keyboard: focus reaches the button by Tab, then the bar grows over it.
    await share.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(share).toBeFocused();
    const roomAtFirst = await reservedBottom(page);
    await justAboveTheBars(page, share);
    await growBottomBar(page);
    const keyboardBox = (await share.boundingBox())!;
    expect(
      keyboardBox.y + keyboardBox.height,
      'the Tabbed button, brought clear of the bar',
    ).toBeLessThanOrEqual(page.viewportSize()!.height - (await reservedBottom(page)) + 1);
    await shrinkBottomBar(page, roomAtFirst);
    await share.blur();

    // The mouse: the bar grows between the press and the release; the page stays, and the click opens the poster.
    await justAboveTheBars(page, share);
    const box = (await share.boundingBox())!;
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(share).toBeFocused();
    await growBottomBar(page);
    expect(await page.evaluate(() => window.scrollY), 'the page under a pressed mouse').toBe(scrolledBefore);
    await page.mouse.up();
    await expect(page.getByTestId('share-poster')).toBeVisible();
  },
);
