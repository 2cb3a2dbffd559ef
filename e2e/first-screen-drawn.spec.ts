import type { Page } from '@playwright/test';
import { endpoints } from '../contract';
import { pagesDrawnAtBuild } from '../src/pages/registry';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 17: the race page comes with its rounds, and the service draws the countdown from them in the page's
 * first screen (src/firstScreen/drawCarried.tsx), so that it paints before any script runs. The app's first
 * render then draws it again in its place: the same markup, in the same place.
 */

/**
 * The countdown section as drawn now: its markup (the clock's figures, which tick, and ids, which each drawing
 * gives, left out), where its parts are, and the colour of each progress dot the screen shows (every screen
 * size's dots are drawn, and CSS shows the count of the screen's: the service cannot know the screen).
 */
function countdownDrawing() {
  const section = document.querySelector('[data-section="round-countdown"]');
  if (!section) return undefined;
  const box = (element: Element | null) => {
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return [x, y, width, height].map(Math.round);
  };
  const heading = section.querySelector('h2');
  const copy = section.cloneNode(true) as Element;
  const dots = [...section.querySelectorAll('[role="progressbar"] > *')]
    .filter((dot) => dot.getBoundingClientRect().width > 0)
    .map((dot) => getComputedStyle(dot).backgroundColor);
  return {
    labelled: !!heading && section.getAttribute('aria-labelledby') === heading.id,
    markup: copy.innerHTML.replace(/ (id|aria-labelledby)="[^"]*"/g, '').replace(/>\d\d</g, '>NN<'),
    dots,
    section: box(section),
    times: box(section.querySelector('p')),
    markers: [...section.querySelectorAll('[data-part="marker"]')].map(box),
  };
}
type CountdownDrawing = NonNullable<ReturnType<typeof countdownDrawing>>;

/** The countdown as the app's first render draws it, read the moment that render takes the drawn screen's place. */
async function firstRenderOf(page: Page, path: string): Promise<CountdownDrawing> {
  // From the document's start: the drawn screen is seen as the page is parsed (it may come in more than one
  // piece, `#root` before its content), then its removal by the first render.
  await page.addInitScript(`
    let drawnSeen = false;
    new MutationObserver((_, observer) => {
      const drawn = document.querySelector('[data-prerendered]');
      drawnSeen ||= !!drawn;
      if (!drawnSeen || drawn) return;
      observer.disconnect();
      window.__firstRender = (${countdownDrawing.toString()})();
    }).observe(document, { subtree: true, childList: true });
  `);
  await page.goto(path);
  await page.waitForFunction(() => '__firstRender' in window);
  const drawing = await page.evaluate(
    () => (window as unknown as { __firstRender?: CountdownDrawing }).__firstRender,
  );
  if (!drawing) throw new Error("The app's first render drew no countdown section");
  return drawing;
}

for (const lang of ['sc', 'en', 'ae']) {
  test(`the race page's countdown paints with the page, as the app then draws it (${lang})`, async ({
    browser,
    page,
  }) => {
    const path = `/doo-trader/my-race?lang=${lang}`;
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    let drawn: CountdownDrawing | undefined;
    try {
      const first = await still.newPage();
      await first.goto(path);
      const countdown = first.locator('[data-section="round-countdown"]');
      await expect(countdown.getByRole('timer')).toBeVisible();
      await expect(countdown.locator('[data-part="skeleton"]')).toHaveCount(0);
      drawn = await first.evaluate(countdownDrawing);
    } finally {
      await still.close();
    }

    await signIn(page, 'cn-participant');
    const rendered = await firstRenderOf(page, path);
    expect(drawn?.labelled).toBe(true);
    expect(rendered.labelled).toBe(true);
    expect(drawn?.markup).toBe(rendered.markup);
    const { section, times, markers, dots } = rendered;
    expect(drawn).toMatchObject({ section, times, markers, dots });
    // §9: a phone's line has 15 dots, 1280 px's 35.
    expect(dots).toHaveLength(page.viewportSize()!.width < 768 ? 15 : 35);
  });
}

for (const { path } of pagesDrawnAtBuild.filter(({ carriedCalls }) =>
  carriedCalls?.includes(endpoints.availableRounds.path),
)) {
  test(`${path} comes with its countdown drawn from the rounds it carries`, async ({ browser }) => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await still.newPage();
      await page.goto(`${path}?lang=en`);
      const countdown = page.locator('[data-section="round-countdown"]');
      await expect(countdown.getByRole('heading', { level: 3 })).toHaveText(/^Round \d+ (ends|starts) in$/);
      await expect(countdown.getByRole('progressbar', { name: 'Contest progress' })).toBeVisible();
    } finally {
      await still.close();
    }
  });
}
