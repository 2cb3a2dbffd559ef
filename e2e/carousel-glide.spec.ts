import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { carousels, showSlider } from './landingSliders';

/*
 * Issue 17: a slide change costs the page's main thread almost nothing. The slides glide on the compositor
 * (animations of `transform`) instead of being moved by script every frame, which took about 1.8 s of frames
 * per change (48 ms of work a second with autoplay in view). Halfway through every glide, forwards and
 * backwards and across the wrap from the last slide to the first, the slider's window is covered by slides:
 * none leaves a gap where the next has not arrived.
 */

/** Counts the page's animation frame requests from now on (embla asks for one every frame it moves). */
const countFrameRequests = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as {
      frameRequests?: number;
      requestAnimationFrame: typeof requestAnimationFrame;
    };
    if (counted.frameRequests === undefined) {
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.frameRequests = (counted.frameRequests ?? 0) + 1;
        return request(callback);
      };
    }
    counted.frameRequests = 0;
  });
const frameRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);

/**
 * Holds every animation the page starts where it starts, so that a slow machine cannot let a glide end before
 * the test looks at it (they last 450 ms).
 */
const holdAnimations = () => {
  const animate = Element.prototype.animate;
  const held: Animation[] = [];
  Object.assign(window, { heldAnimations: held });
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    animation.pause();
    held.push(animation);
    return animation;
  };
};

/**
 * Moves the glides the last press started halfway and returns how many there were and the parts of the
 * slider's window no slide covers then (wider than a pixel), then lets them end.
 */
const halfwayThrough = (slider: Locator) =>
  slider.evaluate((root) => {
    const held = (window as unknown as { heldAnimations: Animation[] }).heldAnimations;
    const glides = held.splice(0);
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const frame = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
    for (const animation of glides) {
      animation.currentTime = Number(animation.effect?.getTiming().duration) / 2;
    }
    const covered = slides
      .map((slide) => slide.getBoundingClientRect())
      .map((box) => [Math.max(box.left, frame.left), Math.min(box.right, frame.right)] as const)
      .filter(([left, right]) => right > left)
      .sort((a, b) => a[0] - b[0]);
    const gaps: string[] = [];
    let reached = frame.left;
    for (const [left, right] of covered) {
      if (left > reached + 1) gaps.push(`${Math.round(reached)}–${Math.round(left)}`);
      reached = Math.max(reached, right);
    }
    if (frame.right > reached + 1) gaps.push(`${Math.round(reached)}–${Math.round(frame.right)}`);
    for (const animation of glides) animation.finish();
    return { glides: glides.length, gaps };
  });

for (const locale of ['en', 'ae']) {
  for (const [slot, name] of carousels) {
    test(`${name} in ${locale}: each change glides on the compositor and never uncovers the window, across the wrap both ways`, async ({
      page,
    }) => {
      await page.addInitScript(holdAnimations);
      await page.goto(`/doo-trader?lang=${locale}`);
      const slider = await showSlider(page, slot);
      // Previous, the autoplay toggle, next: in every language.
      const previous = slider.getByRole('button').first();
      const next = slider.getByRole('button').last();
      const slideCount = await slider.locator('[aria-roledescription="slide"]').count();
      // Focus inside the slider holds its autoplay: only the presses move it.
      await previous.focus();
      await slider.evaluate(() => {
        for (const animation of (window as unknown as { heldAnimations: Animation[] }).heldAnimations.splice(
          0,
        ))
          animation.finish();
      });
      await countFrameRequests(page);

      // Back from the first slide to the last, then forwards all the way round and one more.
      const presses = [previous, ...Array.from({ length: slideCount + 1 }, () => next)];
      for (const [index, button] of presses.entries()) {
        await button.focus();
        await button.press('Enter');
        const { glides, gaps } = await halfwayThrough(slider);
        expect(glides, `press ${index + 1} glides`).toBeGreaterThan(0);
        expect(gaps, `press ${index + 1}: the window halfway through`).toEqual([]);
      }
      // One request per press would be a lot already; embla moving them took about 100 per press.
      expect(await frameRequests(page)).toBeLessThan(presses.length * 3);
    });
  }
}

test('for a person who prefers reduced motion, the slides change without moving', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/doo-trader?lang=en');
  const slider = await showSlider(page, 'featureCarousel');
  const frame = await slider
    .locator('[aria-roledescription="slide"]')
    .first()
    .locator('..')
    .locator('..')
    .boundingBox();
  await slider.getByRole('button', { name: 'Next slide' }).press('Enter');
  // At once: the second slide's content is where the first's was, and nothing is on its way.
  const second = await slider
    .getByRole('group', { name: /^2 of/ })
    .locator('[data-part="slide-content"]')
    .boundingBox();
  expect(Math.abs((second?.x ?? 0) - (frame?.x ?? 0))).toBeLessThan(1);
  expect(await slider.evaluate((root) => root.getAnimations({ subtree: true }).length)).toBe(0);
});
