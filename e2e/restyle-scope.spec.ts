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

test("a select list's opening changes no property the page's elements inherit, and a press beside it only closes it", async ({
  page,
}) => {
  // The gift claim's area-code list: on this service no spec submits the claim (stored-claim.spec.ts).
  await signIn(page, 'cn-participant');
  await page.goto('/doo-trader/my-race?lang=en');
  const heading = page.locator('main h1').first();
  await page.getByRole('button', { name: 'Claim gift' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim your gift' });
  // Found by their text and tag: while the list is open the claim is hidden from the accessibility tree.
  const submit = claim.locator('button', { hasText: 'Submit' });
  const recipient = claim.locator('input').first();
  const title = claim.locator('h2').first();
  await expect(submit).toBeVisible();
  const trigger = claim.getByRole('combobox', { name: 'Area code' });
  await trigger.click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // Radix still takes the pointer from the body, and from the claim's layer beneath the list (its own subtree);
  // the page's elements keep their own.
  await expect(page.locator('body')).toHaveCSS('pointer-events', 'none');
  await expect(heading).toHaveCSS('pointer-events', 'auto');
  // What a pointer meets on the claim, clear of the list (which opens above or below its field, by the room
  // the screen has), is the list's cover.
  const listBox = (await list.boundingBox())!;
  let at: { x: number; y: number } | undefined;
  for (const candidate of [submit, recipient, title]) {
    const box = (await candidate.boundingBox())!;
    if (box.y + box.height <= listBox.y || box.y >= listBox.y + listBox.height) {
      at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      break;
    }
  }
  expect(at, 'a part of the claim clear of the list').toBeDefined();
  const hit = await page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y);
    return { inClaim: !!element?.closest('[role="dialog"]'), inList: !!element?.closest('[role="listbox"]') };
  }, at!);
  expect(hit).toEqual({ inClaim: false, inList: false });
  // A press there closes the list and reaches nothing below it: the claim is neither checked nor submitted, and
  // focus goes back to the list's trigger rather than to what the press covered.
  await page.mouse.click(at!.x, at!.y);
  await expect(list).toBeHidden();
  await expect(claim).toBeVisible();
  await expect(trigger).toBeFocused();
  await expect(claim.getByText('Please enter the phone number')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(claim).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('data-modal-overlay-open');
  await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none');
});
