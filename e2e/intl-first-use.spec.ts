import { expect, signIn, test } from './fixtures';

/**
 * The first Intl.NumberFormat or Intl.ListFormat a page makes loads the engine's number or list data: 16–18 ms
 * in Chromium here, 60–70 at 4× CPU slowdown, inside the render that first needs it. The site writes counts,
 * amounts and lists itself (`src/i18n/format.ts`, `conjunctionList.ts`; a plural's count only when its text
 * shows `#`, `linguiPluralNumber.ts`), so no page should make one, in a locale whose digits differ from
 * English either.
 */
const pages = [
  { path: '/doo-trader/my-race?lang=es', signedIn: true },
  { path: '/transaction-history?lang=es', signedIn: true },
  { path: '/client?lang=es', signedIn: true },
  { path: '/doo-trader?lang=es', signedIn: true },
  { path: '/ib-doo-trader?lang=vn', signedIn: false },
];

for (const { path, signedIn } of pages) {
  test(`${path} makes no Intl.NumberFormat or Intl.ListFormat, down to its end`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { intlMade: made });
      for (const name of ['NumberFormat', 'ListFormat'] as const) {
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
    });
    if (signedIn) await signIn(page, 'cn-participant');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every section mounts as it nears the screen.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 400) await page.evaluate((y) => window.scrollTo({ top: y }), top);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
  });
}
