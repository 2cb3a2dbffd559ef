import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
// Specs that change the sandbox's faults or clock get a service of their own: both hold for every caller.
const isolatedPort = port + 1;
const isolatedSpecs = /service-(faults|clock)\.spec\.ts/;

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
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'service-state',
      testMatch: isolatedSpecs,
      // One worker, in order: each test sets and clears the faults or the clock of the one service they share.
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
      name: 'desktop',
      testIgnore: isolatedSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testIgnore: isolatedSpecs,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
      // Desktop-only specs: wide layouts, and claims stored once for the whole run.
      grepInvert: /@desktop/,
    },
  ],
  webServer: [service(port), service(isolatedPort)],
});
