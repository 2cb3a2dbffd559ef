import type { Page } from '@playwright/test';
import { pages } from '../../src/pages/registry';
import { everyElementOnScreen } from '../everyElementOnScreen';
import { expect, signIn, test } from '../fixtures';

/*
 * Windows high contrast (forced colours) drops box shadows and backgrounds: a focus ring drawn with them
 * vanishes. Tabbing through every page with forced colours on, each focused control draws an outline (a
 * transparent one is painted in the system's colour), in sc at 1280 px, signed in as the page's audience.
 */

const routes = pages.filter((page) => page.key !== 'home2'); // home2 only sends the person on to the CRM
const personaFor = (audience: string) => (audience === 'crm_ib' ? 'hk-ib' : 'cn-participant');
const MAX_STOPS = 300;

/** The focused control, once per Tab: what it is called, and whether it draws an outline. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    // Radix's focus guards and 1-px proxies hand focus on at once; they draw nothing.
    if (box.width * box.height < 4) return null;
    const { outlineStyle, outlineWidth } = getComputedStyle(element);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return {
      key: `${element.tagName.toLowerCase()}#${element.id}|${name}|${Math.round(box.top + window.scrollY)}|${Math.round(box.left)}`,
      name: `${element.tagName.toLowerCase()} "${name}"`,
      outlined: outlineStyle !== 'none' && parseFloat(outlineWidth) >= 1,
    };
  });

for (const route of routes) {
  test(`${route.path}: every focused control shows its focus in forced colours`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(everyElementOnScreen);
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, personaFor(route.audience));
    await page.goto(`${route.path}?lang=sc`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const seen = new Set<string>();
    const unseen: string[] = [];
    for (let press = 0; press < MAX_STOPS; press += 1) {
      await page.keyboard.press('Tab');
      const control = await focusedControl(page);
      if (!control) continue;
      if (seen.has(control.key)) break;
      seen.add(control.key);
      if (!control.outlined) unseen.push(control.name);
    }
    expect(seen.size, 'the walk reaches the page’s controls').toBeGreaterThan(3);
    expect(unseen, 'controls whose focus does not show in forced colours').toEqual([]);
  });
}
