import type { CDPSession, Page } from '@playwright/test';
import { severeViolations } from '../axe';
import { everyElementOnScreen } from '../everyElementOnScreen';
import { expect, signIn, test } from '../fixtures';
import { errorPages, openErrorPage, sitePages, stayButton } from '../sitePages';

/*
 * WCAG 2.2 AA on every page, as each of its readers meets it: signed out, as a participant and as an IB; in
 * Chinese and in Arabic (right to left); on a desktop and a phone screen, and with the text at 200 %. axe finds
 * no serious or critical violation, and no page scrolls sideways. The 404 and global 500 pages too, once each
 * in each language (see the end).
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
/** Chromium's default sizes for proportional and fixed-width text: the site's sizes are in rem. */
const DEFAULT_FONT_SIZES = { standard: 16, fixed: 13 };

const personas = [undefined, 'cn-participant', 'hk-ib'];
const locales = ['sc', 'ae'];

/** axe's serious and critical findings against WCAG 2.2 AA. */
const wcagViolations = (page: Page) =>
  severeViolations(page, (builder) => builder.withTags(WCAG_22_AA).options({ resultTypes: ['violations'] }));

/**
 * Holds the page's clock a quarter second ahead of the page's own time. That time, not this process's, is the
 * one to read: a page's installed clock may run ahead of it on a loaded machine, and a hold in the page's past
 * throws ("Cannot fast-forward to the past"). Read and hold are two calls, so a hold that lands in the past is
 * tried again from a new reading.
 */
async function holdClockAhead(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 250);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * The screen's size, once the page has drawn two frames at it: a table stacks (or a bar re-measures) from a
 * resize observer, which runs only when the page next draws, so a check made at once can meet the layout of the
 * old width (a table scrolling sideways without a Tab stop) that no one ever sees.
 */
const resizeTo = async (page: Page, size: { width: number; height: number }) => {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))),
  );
};

/** How far the page scrolls sideways (0 when it fits the screen's width). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The browser's text size, as a person sets it in the browser's settings (WCAG 1.4.4). */
const textAt = (devtools: CDPSession, percent: number) =>
  devtools.send('Page.setFontSizes', {
    fontSizes: {
      standard: (DEFAULT_FONT_SIZES.standard * percent) / 100,
      fixed: (DEFAULT_FONT_SIZES.fixed * percent) / 100,
    },
  });

const expectFits = (page: Page, where: string) =>
  expect.poll(() => sidewaysScroll(page), { message: `${where}: no sideways scroll` }).toBeLessThanOrEqual(0);

for (const route of sitePages) {
  for (const persona of personas) {
    for (const locale of locales) {
      const reader = persona ? `as ${persona}` : 'signed out';
      test(`${route.path} ${reader} in ${locale}: WCAG 2.2 AA at 1280 and 360 px, and text at 200 % on both`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        // Sections below the fold load at once, so that one look finds them all.
        await page.addInitScript(everyElementOnScreen);
        if (persona) await signIn(page, persona);
        await page.setViewportSize(DESKTOP);
        await page.goto(`${route.path}?lang=${locale}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');

        expect(await wcagViolations(page), 'at 1280 px').toEqual([]);
        await expectFits(page, 'at 1280 px');

        const devtools = await page.context().newCDPSession(page);
        await textAt(devtools, 200);
        await expectFits(page, 'at 1280 px, text at 200 %');
        await textAt(devtools, 100);

        await resizeTo(page, PHONE);
        expect(await wcagViolations(page), 'at 360 px').toEqual([]);
        await expectFits(page, 'at 360 px');
        await textAt(devtools, 200);
        await expectFits(page, 'at 360 px, text at 200 %');
        await devtools.detach();
      });
    }
  }
}

// The error pages, outside the registry (issue 16), each as its reader meets it (e2e/sitePages.ts). Their timed
// redirect must not end the test: the countdown is held while the layout is measured with "Stay on this page"
// on screen (axe cannot run on a held clock), then the sweep stays, by keyboard, before the time is up, and
// presses nothing else.
for (const errorPage of errorPages) {
  for (const locale of locales) {
    test(`${errorPage.name} (${errorPage.path}) ${errorPage.persona ? `as ${errorPage.persona}` : 'signed out'} in ${locale}: no sideways scroll while counting down; after Stay, WCAG 2.2 AA at 1280 and 360 px and text at 200 %`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(DESKTOP);
      // The page's clock starts at this one's time and runs with it, until held a moment ahead of its own reading
      // (one second's tick at most may come first).
      await page.clock.install({ time: Date.now() });
      await openErrorPage(page, consoleErrors, errorPage, locale);
      await holdClockAhead(page);
      await expect(stayButton(page)).toBeVisible();

      const devtools = await page.context().newCDPSession(page);
      for (const [size, width] of [
        [DESKTOP, '1280 px'],
        [PHONE, '360 px'],
      ] as const) {
        // The held clock holds the page's frames too: only the layout is read here, not what an observer changes.
        await page.setViewportSize(size);
        await expectFits(page, `counting down at ${width}`);
        await textAt(devtools, 200);
        await expectFits(page, `counting down at ${width}, text at 200 %`);
        await textAt(devtools, 100);
      }

      await page.clock.resume();
      await stayButton(page).press('Enter');
      await expect(stayButton(page)).toBeHidden();
      expect(new URL(page.url()).pathname).toBe(errorPage.path);

      expect(await wcagViolations(page), 'at 360 px').toEqual([]);
      await textAt(devtools, 200);
      await expectFits(page, 'at 360 px, text at 200 %');
      await textAt(devtools, 100);
      await resizeTo(page, DESKTOP);
      expect(await wcagViolations(page), 'at 1280 px').toEqual([]);
      await expectFits(page, 'at 1280 px');
      await textAt(devtools, 200);
      await expectFits(page, 'at 1280 px, text at 200 %');
      await devtools.detach();
      // Stayed: the sweep took longer than the countdown, and the page is still the error page.
      expect(new URL(page.url()).pathname).toBe(errorPage.path);
    });
  }
}
