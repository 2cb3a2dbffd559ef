import { expect, signIn, test } from './fixtures';

/**
 * Issue 17: an inherited property written on the root or the body restyles every element of the page. The room
 * the pinned bars reserve (src/shared/reservedEdges.ts) changes as they appear; a dialog's scroll lock and Radix's
 * `pointer-events: none` on the body come and go with each opening. Each restyled the whole page (at 4× CPU on
 * the landing page, 24 ms a write of the room; 25–30 ms of a dialog's opening). Now they stop at the root.
 */
const inheritedBy = (selector: string, property: string) =>
  `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)}).trim()`;

test("the room kept for the pinned bars is the root's and the body's, not every element's", async ({
  page,
}) => {
  await page.goto('/doo-trader?lang=en');
  await expect(page.locator('main h1').first()).toBeVisible();
  // The header is pinned to the top: its room is on the root as soon as it is drawn.
  await expect.poll(() => page.evaluate(inheritedBy('html', '--reserved-top'))).not.toBe('0px');
  expect(await page.evaluate(inheritedBy('main h1', '--reserved-top'))).toBe('0px');
  // The body still ends with the room of the bars pinned to the bottom.
  const bottom = await page.evaluate(() => {
    document.documentElement.style.setProperty('--reserved-bottom', '176px');
    return getComputedStyle(document.body).paddingBlockEnd;
  });
  expect(bottom).toBe('176px');
  expect(await page.evaluate(inheritedBy('main h1', '--reserved-bottom'))).toBe('0px');
});

test("a dialog's opening changes no property the page's elements inherit, and the page still takes no pointer", async ({
  page,
}) => {
  await page.goto('/doo-trader?lang=en');
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => !!document.elementFromPoint(4, 4)?.closest('#root'))).toBe(true);
  await page.getByRole('button', { name: 'See all prizes' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
  await expect(page.locator('body')).toHaveCSS('pointer-events', 'none');
  expect(await page.evaluate(inheritedBy('main h1', '--removed-body-scroll-bar-size'))).toBe('');
  await expect(heading).toHaveCSS('pointer-events', 'auto');
  // What a pointer on the page meets (the header's corner, clear of the dialog) is the overlay, not the page.
  const hit = await page.evaluate(() => {
    const element = document.elementFromPoint(4, 4);
    return { onPage: !!element?.closest('#root'), inDialog: !!element?.closest('[role="dialog"]') };
  });
  expect(hit).toEqual({ onPage: false, inDialog: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('data-modal-overlay-open');
});

test("a select list's opening changes no property the page's elements inherit, and a press on the page only closes it", async ({
  page,
}) => {
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  const heading = page.locator('main h1').first();
  // Found by its text: while the list is open the page is hidden from the accessibility tree.
  const share = page.locator('main button', { hasText: 'Share my result' });
  await expect(share).toBeVisible();
  await page.getByRole('combobox', { name: 'Trading account' }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // Radix still takes the pointer from the body; the page's elements keep their own.
  await expect(page.locator('body')).toHaveCSS('pointer-events', 'none');
  await expect(heading).toHaveCSS('pointer-events', 'auto');
  await expect(share).toHaveCSS('pointer-events', 'auto');
  // What a pointer meets on the page, clear of the list, is the list's cover.
  const box = (await share.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  expect(box.y + box.height <= listBox.y || box.y >= listBox.y + listBox.height).toBe(true);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y);
    return { onPage: !!element?.closest('#root'), inList: !!element?.closest('[role="listbox"]') };
  }, at);
  expect(hit).toEqual({ onPage: false, inList: false });
  // A press there closes the list and reaches nothing below it: the share poster does not open.
  await page.mouse.click(at.x, at.y);
  await expect(list).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-modal-overlay-open');
  await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none');
});
