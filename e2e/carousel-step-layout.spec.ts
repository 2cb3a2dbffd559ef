import { expect, test } from './fixtures';
import { carousels, showSlider } from './landingSliders';
import { layoutsWithin } from './layoutsWithin';

// A trace's screenshots are frames that lay the page out whatever changed: off here, as in CI.
test.use({ trace: 'off' });

for (const [slot, name] of carousels) {
  // Embla takes a slide from one end of the strip to the other with a transform it sets and clears; a slide
  // with no transform of its own then became a containing block and back, and the whole page was laid out
  // (about 1,300 objects, 0.7–1.3 ms at 1× CPU) at every change, every 4 s.
  test(`${name}: lays nothing out @phone`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/doo-trader?lang=en');
    const slider = await showSlider(page, slot);
    await expect
      .poll(async () => (await layoutsWithin(page, 1500)).length, { timeout: 20_000 })
      .toBeLessThanOrEqual(2);
    const strip = slider.locator('[aria-roledescription="slide"]').first().locator('..');
    await strip.evaluate((element) => {
      const seen = { changes: 0 };
      Object.assign(window, { slideChanges: seen });
      new MutationObserver(() => (seen.changes += 1)).observe(element, {
        attributeFilter: ['style'],
      });
    });
    const layouts = await layoutsWithin(page, 9_000);
    const changes = await page.evaluate(
      () => (window as unknown as { slideChanges: { changes: number } }).slideChanges.changes,
    );
    expect(changes, 'the autoplay changed slides').toBeGreaterThanOrEqual(2);
    // A countdown's tick in view lays out its figures alone: partial, a few objects.
    expect(layouts.filter(({ partialLayout }) => !partialLayout)).toEqual([]);
  });
}
