import { expect, signIn, test } from './fixtures';
import { layoutsWithin } from './layoutsWithin';

// A trace's screenshots are frames that lay the page out whatever changed: off here, as in CI.
test.use({ trace: 'off' });

/** The figures (days, hours, minutes, seconds) a layout of `objects` objects is, or 0 when it is not only figures. */
const figuresLaidOut = (objects = 0) => (objects % 2 === 0 && objects <= 8 ? objects / 2 : 0);

const pages = [
  { name: 'the landing page', path: '/doo-trader?lang=en', section: '[data-landing-section="countdown"]' },
  {
    name: 'the race page',
    path: '/doo-trader/my-race?lang=en',
    section: '[data-section="round-countdown"]',
    persona: 'cn-participant',
  },
];

for (const { name, path, section, persona } of pages) {
  test(`a countdown tick on ${name} lays out its figures, not the page`, async ({ page }) => {
    if (persona) await signIn(page, persona);
    await page.goto(path);
    const timer = page.locator(section).getByRole('timer');
    await timer.scrollIntoViewIfNeeded();
    await expect(timer).toBeInViewport();
    // Until what the load brought has settled: then only the ticks lay anything out.
    await expect
      .poll(async () => (await layoutsWithin(page, 1500)).length, { timeout: 15_000 })
      .toBeLessThanOrEqual(2);
    const shownBefore = await timer.textContent();
    const layouts = await layoutsWithin(page, 3500);
    expect(await timer.textContent()).not.toBe(shownBefore);
    expect(layouts.length).toBeGreaterThanOrEqual(3);
    // A whole page is about 1,300 objects here. A tick lays out each figure it changes, its box and its text:
    // the seconds alone, and the minutes too as a minute turns (4 objects), the hours as an hour does (6).
    for (const layout of layouts) {
      expect(layout.partialLayout).toBe(true);
      expect(figuresLaidOut(layout.totalObjects)).toBeGreaterThanOrEqual(1);
    }
    expect(layouts.map(({ totalObjects }) => totalObjects)).toContain(2);
  });
}
