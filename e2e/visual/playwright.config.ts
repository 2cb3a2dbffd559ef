import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * Visual diffs of the design-system's stories against committed baselines (`npm run test:visual`;
 * `npm run visual:update` rewrites them). Runs on the static Storybook build, served by node alone.
 */
const port = Number(process.env.VISUAL_PORT ?? 4320);

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    ['html', { outputFolder: '../../test-results/visual-report', open: 'never' }],
    ['./diffReporter.ts'],
  ],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      // Same browser, fonts and scale on every run. Rasterising can move a channel by one unit at an
      // edge; 0.01 lets that pass and fails any pixel moved by a few units (a token's colour, say).
      threshold: 0.01,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
    hasTouch: false,
    isMobile: false,
    // Autoplaying sliders and falling confetti stand still; the JS-driven ones ignore `animations`.
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 10_000,
  },
});
