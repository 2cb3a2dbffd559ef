import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { openToTheEnd } from './openToTheEnd';

/**
 * The first Intl.NumberFormat, Intl.ListFormat or Intl.DateTimeFormat a page makes loads the engine's number,
 * list or date data: 16–69 ms in Chromium here, 60–280 at 4× CPU slowdown, inside the task that first needs it.
 * The site writes counts, amounts and lists itself (`src/i18n/format.ts`, `conjunctionList.ts`; a plural's count
 * only when its text shows `#`, `linguiPluralNumber.ts`), so no page should make one, in a locale whose digits
 * differ from English either. It writes dates itself in every locale (as Intl would, `format.test.ts`), and reads
 * the viewer's time zone from Temporal where the browser has it (`machines/timeZone.ts`), so a page makes no date
 * format either.
 */
const intlKinds = ['NumberFormat', 'ListFormat', 'DateTimeFormat'] as const;

/** Every Intl format of `intlKinds` the page makes from its first script on, in `window.intlMade`. */
async function countIntlFormats(page: Page) {
  await page.addInitScript((kinds) => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of kinds) {
      const Original = Intl[name];
      const counted = new Proxy(Original, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, thisArg, args) {
          made.push(name);
          return Reflect.apply(target, thisArg, args);
        },
      });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
  }, intlKinds);
}

/** The Intl formats made while the page loads and every section mounts as it nears the screen. */
async function formatsMadeDownToTheEnd(page: Page, path: string, signedIn: boolean) {
  await countIntlFormats(page);
  if (signedIn) await signIn(page, 'cn-participant');
  await openToTheEnd(page, path);
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}

const pagesInOtherLocales = [
  { path: '/doo-trader/my-race?lang=es', signedIn: true },
  { path: '/transaction-history?lang=es', signedIn: true },
  { path: '/client?lang=es', signedIn: true },
  { path: '/doo-trader?lang=es', signedIn: true },
  { path: '/ib-doo-trader?lang=vn', signedIn: false },
];

for (const { path, signedIn } of pagesInOtherLocales) {
  test(`${path} makes no Intl format at all, down to its end`, async ({ page }) => {
    expect(await formatsMadeDownToTheEnd(page, path, signedIn)).toEqual([]);
  });
}

const writtenDatePages = [
  { path: '/doo-trader/my-race', signedIn: true, roundCalendar: true },
  { path: '/doo-trader', signedIn: true, roundCalendar: true },
  { path: '/ib-doo-trader?lang=kr', signedIn: false, roundCalendar: true },
  { path: '/transaction-history?lang=jp', signedIn: true, roundCalendar: false },
  { path: '/client?lang=ug', signedIn: true, roundCalendar: false },
];

test.describe('a viewer in Shanghai', () => {
  // Off UTC+0, so that the round calendar shows the viewer's own times and zone.
  test.use({ timezoneId: 'Asia/Shanghai' });
  for (const { path, signedIn, roundCalendar } of writtenDatePages) {
    test(`${path} makes no Intl format at all${roundCalendar ? ', its round calendar in Shanghai time included' : ''}`, async ({
      page,
    }) => {
      expect(await formatsMadeDownToTheEnd(page, path, signedIn)).toEqual([]);
      if (!roundCalendar) return;
      // Drawn once the countdown nears the screen (on a loaded machine, after the walk down the page).
      await page.locator('[data-section="round-countdown"]').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('round-calendar')).toContainText('Asia/Shanghai');
      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    });
  }
});
