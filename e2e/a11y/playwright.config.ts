import { defineConfig, devices } from '@playwright/test';
import { checkBrowserLaunchOptions } from '../../scripts/chromium.mjs';
import { traceMode } from '../traceMode';

/**
 * WCAG 2.2 AA on every page (`npm run test:a11y`): axe at 1280 and 360 px, in sc and ae, signed out, as a
 * participant and as an IB, and the text at 200 %; a Tab walk of every page, where no focus is covered and
 * every focus is outlined in forced colours. Against the built app on a service of its own, so that it can run
 * beside `test:e2e`.
 */
const port = Number(process.env.A11Y_PORT ?? 4330);

export default defineConfig({
  testDir: '.',
  testMatch: '*.a11y.ts',
  outputDir: '../../test-results/a11y',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // In `npm test` it follows the unit run, which beside the e2e run took as long as it (1,188 s and 1,172 s on
  // 2 cores): by then the e2e run is over, and two browsers halve the wait.
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    trace: traceMode,
    launchOptions: checkBrowserLaunchOptions,
  },
  webServer: {
    command: `rm -rf test-results/a11y-data && npm run serve`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), CONTEST_DATA_DIR: 'test-results/a11y-data' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
