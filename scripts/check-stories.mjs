import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { checkBrowserLaunchOptions } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

/**
 * Opens every story of the static Storybook build in Chromium and fails when one throws, shows
 * Storybook's error display, or its interaction test (play function) fails. Network errors are not
 * failures: without the contest service, stories of features that load data show their error states.
 */
const root = 'storybook-static';
const server = await serveStatic(root);
const { port } = server.address();

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const browser = await chromium.launch(checkBrowserLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
const failures = [];
let current = '';
const isNetworkNoise = (text) => text.startsWith('Failed to load resource') || / request failed /.test(text);
page.on('pageerror', (error) => failures.push(`${current}: ${error.message}`));
page.on('console', (message) => {
  if (message.type() === 'error' && !isNetworkNoise(message.text())) {
    failures.push(`${current}: ${message.text().split('\n')[0]}`);
  }
});
/** Storybook's own test runner switches stories in one loaded preview the same way: no reload per story. */
const show = async (storyId) => {
  if (page.url() === 'about:blank') {
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story`);
  } else {
    await page.evaluate(
      (id) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' }),
      storyId,
    );
  }
};
try {
  for (const story of stories) {
    current = story.id;
    await show(story.id);
    // The story is done once it has rendered and its play function (interaction test) has finished.
    await page
      .waitForFunction(
        (id) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase);
        },
        story.id,
        { timeout: 15_000 },
      )
      .catch(() => failures.push(`${story.id}: did not finish rendering`));
    const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase);
    if (phase === 'errored') failures.push(`${story.id}: its render or interaction test failed`);
    if (await page.locator('body.sb-show-errordisplay').count()) {
      failures.push(`${story.id}: ${(await page.locator('#error-message').textContent())?.trim()}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`check:stories: ${stories.length} stories render, and their interaction tests pass`);
