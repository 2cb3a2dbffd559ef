import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every story of the design system at the narrowest and a desktop width, in the default locale and a
 * right-to-left one, against its committed baseline in `baselines/<story>/<locale>-<width>.png`.
 */
interface IndexEntry {
  type: string;
  id: string;
  title: string;
}

const indexFile = new URL('../../storybook-static/index.json', import.meta.url);
let entries: IndexEntry[];
try {
  entries = Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries as Record<string, IndexEntry>);
} catch {
  throw new Error('No static Storybook to compare: run `npm run build-storybook` first.');
}
const components = new Map<string, IndexEntry[]>();
for (const entry of entries) {
  if (entry.type !== 'story' || !entry.title.startsWith('Design system/')) continue;
  components.set(entry.title, [...(components.get(entry.title) ?? []), entry]);
}
const widths = [360, 1280] as const;
/** The default locale, and the right-to-left one; `<html lang>` tells the locale took. */
const localesShown = { sc: 'zh-Hans', ae: 'ar' } as const;

/**
 * Nothing moves, from the first frame: Playwright's own `animations: 'disabled'` settles only what runs at
 * the moment of the shot, so a sheet entering a frame later, or a dialog whose exit a story's interaction
 * test started, was caught half-way. A constructed sheet applies before the document has a `<head>`.
 */
const stillStyles = () => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, *::before, *::after { animation: none !important; transition: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};

/**
 * Baselines hold for one major version of the browser: another one renders text a pixel apart, so say that
 * first. Within it, Debian ships only its newest security build, which a fresh machine installs; those builds
 * draw the same pixels (156.0.8078.108 matched every baseline made in .79), and the images themselves judge.
 */
const browserFile = fileURLToPath(new URL('baselines/browser.txt', import.meta.url));
const majorVersion = (version: string) => /^Chromium (\d+)\./.exec(version)?.[1];
test.beforeAll(async ({ browser }, testInfo) => {
  const version = `Chromium ${browser.version()}`;
  if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed') {
    writeFileSync(browserFile, `${version}\n`);
    return;
  }
  const expected = existsSync(browserFile) ? readFileSync(browserFile, 'utf8').trim() : 'none';
  if (majorVersion(expected) === undefined || majorVersion(expected) !== majorVersion(version)) {
    throw new Error(
      `The visual baselines were made in ${expected}, this is ${version}: install Debian's chromium, fonts-noto-core and fonts-noto-cjk, or run \`npm run visual:update\` and review every image.`,
    );
  }
});

type PreviewWindow = { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } };

/** Rendered, with its interaction test (play function) done: what a designer sees in Storybook. */
const rendered = (page: Page, storyId: string) =>
  page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
  }, storyId);

for (const [title, stories] of components) {
  for (const [locale, lang] of Object.entries(localesShown)) {
    for (const width of widths) {
      // One page load per component: the next story is switched to as Storybook's own UI does, always in
      // the same order, which is five times faster than loading the page for each.
      test(`${title} ${locale} ${width}`, async ({ page }) => {
        // A budget per story: the Button's 14 took 24–31 s in CI's loaded first stage (one run failed at the
        // default 30 s, waiting for fonts), components of 6–7 stories 15–19 s. What is compared is unchanged.
        test.setTimeout(30_000 + stories.length * 2_000);
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(stillStyles);
        const [first] = stories;
        await page.goto(`/iframe.html?id=${first!.id}&viewMode=story&globals=locale:${locale}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        for (const story of stories) {
          if (story !== first) {
            await page.evaluate(
              (storyId) =>
                (
                  window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void } }
                ).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' }),
              story.id,
            );
          }
          await rendered(page, story.id);
          await page.evaluate(() => document.fonts.ready);
          // Soft: every story of the component is compared and reported, not only the first that differs.
          await expect.soft(page).toHaveScreenshot([story.id, `${locale}-${width}.png`], { fullPage: true });
        }
      });
    }
  }
}
