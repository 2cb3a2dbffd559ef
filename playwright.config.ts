import { defineConfig, devices } from '@playwright/test';
import { checkBrowserLaunchOptions } from './scripts/chromium.mjs';
import { traceMode } from './e2e/traceMode';

const port = Number(process.env.E2E_PORT ?? 4310);
// Specs that move the sandbox's clock get a service of their own: it holds for every caller. So does the one
// that stores a participant's claim for good (stored-claim), last in order, so that the shared service's
// participant can always open an empty claim.
const isolatedPort = port + 1;
const isolatedSpecs = /(service-clock|stored-claim)\.spec\.ts/;
// The fault sweep shares the main service: its faults are scoped to one browser context each (a cookie).
const faultSweep = /service-faults\.spec\.ts/;

/** A fresh database each run: the e2e specs store claims and enrolments. */
const service = (servicePort: number) => ({
  command: `rm -rf test-results/e2e-data-${servicePort} && npm run serve`,
  url: `http://127.0.0.1:${servicePort}/`,
  env: { PORT: String(servicePort), CONTEST_DATA_DIR: `test-results/e2e-data-${servicePort}` },
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // Apart from the visual test's folder: the two may run at once in `npm test`, and each empties its own.
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: traceMode,
    launchOptions: checkBrowserLaunchOptions,
  },
  projects: [
    {
      name: 'service-state',
      testMatch: isolatedSpecs,
      // One worker, in order: each test moves and resets the clock of the one service they share.
      // First in the list, so that it starts at once while the other worker runs the rest.
      fullyParallel: false,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${isolatedPort}`,
      },
    },
    {
      name: 'service-faults',
      testMatch: faultSweep,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      testIgnore: [isolatedSpecs, faultSweep],
      // Phone-only specs: where a narrow screen is the case under test.
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: [isolatedSpecs, faultSweep],
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
      // Desktop-only specs: wide layouts, and claims stored once for the whole run.
      grepInvert: /@desktop/,
    },
  ],
  webServer: [service(port), service(isolatedPort)],
});
