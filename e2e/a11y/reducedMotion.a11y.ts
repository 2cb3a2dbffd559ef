import { expect, test } from '../fixtures';

/**
 * With reduced motion asked for, a change lands in the frame it is made in. A stylesheet that gives every
 * element a tiny transition duration makes every property (the default `transition-property: all`) ease for
 * one frame: the page's end grew a frame after a pinned button appeared, and Tab's scroll, clamped to the
 * shorter page, left a focused link under the button (the keyboard walk caught it on `/` at 360 px).
 */
test('with reduced motion, a change of layout starts no transition and applies in the same frame', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const afterChange = await page.evaluate(() => {
    // What a bar pinned to the bottom does when it appears (src/shared/reservedEdges.ts).
    document.documentElement.style.setProperty('--reserved-bottom', '176px');
    const padding = getComputedStyle(document.body).paddingBlockEnd;
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    return { padding, transitions: transitions.length };
  });
  expect(afterChange).toEqual({ padding: '176px', transitions: 0 });
});
