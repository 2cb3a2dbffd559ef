import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pages, type PageEntry } from '../src/pages/registry';
import { expect, signIn, test } from './fixtures';

/**
 * WCAG 2.2 AA in use, on every page the registry lists (plus the 404 page), at 360 and 1280 px, in `sc`
 * and `ae`, signed out and as a client and an IB wherever the page opens for them. One page load per case
 * runs four checks: axe, a keyboard walk (no focus stop covered by a fixed or sticky bar), a forced-colours
 * walk (every focus stop draws an outline) and 200 % text (no sideways scroll, no table clipped).
 *
 * 200 % text sets the root font size to 200 %: every rem-sized text and box doubles while the viewport
 * and the px media queries stay put, as with a browser's text-size setting. CSS `zoom` would scale the
 * px layout as well (page zoom, which the viewport widths already cover), so it would test less.
 *
 * Runs in the desktop project only (it sets both widths itself); the cases spread over both workers.
 */
type Viewer = 'signed out' | 'cn-participant' | 'hk-ib';

const notFound = { path: '/no-such-page', audience: 'any', requiresSession: false } as const;
// `/home2` leaves the site for the account area at once: there is no page of ours to walk.
const routes: ReadonlyArray<Pick<PageEntry, 'path' | 'audience' | 'requiresSession'>> = [
  ...pages.filter((entry) => entry.key !== 'home2'),
  notFound,
];

const viewersOf = ({ audience, requiresSession }: (typeof routes)[number]): Viewer[] => [
  ...(requiresSession ? [] : (['signed out'] as const)),
  ...(audience !== 'crm_ib' ? (['cn-participant'] as const) : []),
  ...(audience !== 'crm_client' ? (['hk-ib'] as const) : []),
];

const cases = routes.flatMap((route) =>
  viewersOf(route).flatMap((viewer) =>
    (['sc', 'ae'] as const).flatMap((lang) =>
      ([360, 1280] as const).map((width) => ({ path: route.path, viewer, lang, width })),
    ),
  ),
);

interface WalkResult {
  stops: number;
  covered: string[];
  noOutline: string[];
}
type FocusWalkWindow = Window & { focusWalk: { walk: WalkResult & { wrapped: boolean }; look: () => void } };

/**
 * Tabs through the page once. Each stop is looked at when the next Tab goes down (the browser has
 * scrolled it into view by then), inside the page, so the walk costs a key press per stop and one look
 * per ten: what a person could not see at each stop.
 */
async function walkFocus(page: Page): Promise<WalkResult> {
  await page.evaluate(() => {
    const walk = {
      seen: new WeakSet<Element>(),
      wrapped: false,
      stops: 0,
      covered: [] as string[],
      noOutline: [] as string[],
    };
    const fixedAncestor = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const look = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return;
      if (walk.seen.has(element)) {
        walk.wrapped = true;
        return;
      }
      walk.seen.add(element);
      const rect = element.getBoundingClientRect();
      // Radix's focus guards and 1-px proxies hand focus on at once; they draw nothing.
      if (rect.width * rect.height < 4) return;
      walk.stops += 1;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const name = `${element.tagName.toLowerCase()} "${label}"`;
      const inset = 2;
      const top = [
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
      ] as const;
      // A stop taller than half the screen (a slider, a table's box) cannot show whole: its top must.
      const points =
        rect.height > window.innerHeight / 2
          ? top
          : ([
              ...top,
              [rect.left + rect.width / 2, rect.top + rect.height / 2],
              [rect.left + inset, rect.bottom - inset],
              [rect.right - inset, rect.bottom - inset],
            ] as const);
      const isCovered = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        if (!hit || element.contains(hit) || hit.contains(element)) return false;
        const bar = fixedAncestor(hit);
        return !!bar && !bar.contains(element);
      });
      if (isCovered) walk.covered.push(name);
      const style = getComputedStyle(element);
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) walk.noOutline.push(name);
    };
    window.addEventListener('keydown', (event) => event.key === 'Tab' && look(), { capture: true });
    Object.assign(window, { focusWalk: { walk, look } });
  });
  for (let presses = 0; presses < 400; presses += 10) {
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
    if (await page.evaluate(() => (window as unknown as FocusWalkWindow).focusWalk.walk.wrapped)) break;
  }
  return page.evaluate(() => {
    const { walk, look } = (window as unknown as FocusWalkWindow).focusWalk;
    look();
    return { stops: walk.stops, covered: walk.covered, noOutline: walk.noOutline };
  });
}

// Traces of a passing run would cost more than the checks themselves.
test.use({ trace: 'off' });

for (const { path, viewer, lang, width } of cases) {
  test(`${path} ${lang} ${width}px ${viewer}: axe, focus never covered, visible in forced colours, 200 % text @desktop`, async ({
    page,
  }) => {
    const t0 = Date.now();
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    if (viewer !== 'signed out') await signIn(page, viewer);
    await page.goto(`${path}?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === notFound.path) await page.getByTestId('redirect-stay').click();

    console.log('loaded', Date.now() - t0);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect
      .soft(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
      .toEqual([]);

    console.log('axe', Date.now() - t0);
    // Both walks in one: the layout is the same with and without forced colours.
    await page.emulateMedia({ forcedColors: 'active' });
    const walk = await walkFocus(page);
    expect.soft(walk.stops, 'focus stops').toBeGreaterThan(0);
    expect.soft(walk.covered, 'focus stops covered by a fixed or sticky bar').toEqual([]);
    expect.soft(walk.noOutline, 'focus stops with no outline in forced colours').toEqual([]);
    console.log('walk', Date.now() - t0, walk.stops);
    await page.emulateMedia({ forcedColors: 'none' });

    const overflow = await page.evaluate(async () => {
      document.documentElement.style.fontSize = '200%';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.documentElement;
      const clippedTables = [...document.querySelectorAll('table')]
        .filter((table) => {
          const box = table.parentElement!;
          return box.scrollWidth > box.clientWidth + 1;
        })
        .map((table) => table.querySelector('caption')?.textContent?.trim() ?? 'table');
      return { page: root.scrollWidth - root.clientWidth, clippedTables };
    });
    expect.soft(overflow.page, 'sideways scroll at 200 % text (px)').toBeLessThanOrEqual(0);
    expect.soft(overflow.clippedTables, 'tables scrolling sideways at 200 % text').toEqual([]);
  });
}
