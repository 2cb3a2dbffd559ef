import { readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkBrowserLaunchOptions, chromiumLaunchOptions } from '../scripts/chromium.mjs';

/**
 * The browsers this project starts (scripts/chromium.mjs): the checks' headless shell, and the full Chromium that
 * draws the screenshots and the performance measures. A window of the full browser preloaded the address bar's
 * suggestion popups, two pages of the browser's own, at almost half a core for its first seconds.
 */

const argumentsOf = (pid: number) => {
  try {
    // Split on spaces too: a renderer, forked from the zygote, rewrites its command line as one string.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
  } catch {
    return []; // A process that ended between the browser's list and this read.
  }
};
const featuresOf = (pid: number) =>
  argumentsOf(pid)
    .filter((arg) => arg.startsWith('--disable-features='))
    .flatMap((arg) => arg.slice('--disable-features='.length).split(','));

/** The features a browser's pages run without: what its renderers were told, whatever its own switches said. */
async function disabledInPages(browser: Browser) {
  const page = await browser.newPage();
  await page.goto('data:text/html,<p>features</p>');
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  const features = new Set(
    processInfo.filter((process) => process.type === 'renderer').flatMap((process) => featuresOf(process.id)),
  );
  await page.close();
  return {
    features,
    browserPages: targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url),
  };
}

test(
  'a test window runs no page of the browser’s own, and keeps every feature Playwright turns off',
  { tag: '@desktop' },
  async ({ browser }) => {
    const ours = await disabledInPages(browser);
    expect(ours.browserPages).toEqual([]);
    // Chromium takes the last --disable-features it is given: ours must repeat what Playwright's said.
    const plain = await chromium.launch({
      executablePath: checkBrowserLaunchOptions.executablePath,
      args: ['--no-sandbox'],
    });
    try {
      const playwrights = await disabledInPages(plain);
      expect([...playwrights.features].filter((feature) => !ours.features.has(feature))).toEqual([]);
    } finally {
      await plain.close();
    }
  },
);

test(
  'a window of the full browser, which draws the screenshots and the performance measures, runs no page of its own',
  { tag: '@desktop' },
  async () => {
    const [drawing, plain] = await Promise.all([
      chromium.launch(chromiumLaunchOptions),
      chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: ['--no-sandbox'] }),
    ]);
    try {
      const ours = await disabledInPages(drawing);
      expect(ours.browserPages).toEqual([]);
      const playwrights = await disabledInPages(plain);
      // The popups do run in a window of Playwright's defaults: what the first check guards against is there.
      expect(playwrights.browserPages.length).toBeGreaterThan(0);
      expect([...playwrights.features].filter((feature) => !ours.features.has(feature))).toEqual([]);
    } finally {
      await Promise.all([drawing.close(), plain.close()]);
    }
  },
);
