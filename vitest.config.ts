import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const unitRoots = ['src', 'machines', 'design-system/src', 'contract', 'scripts'];
const unitTestFile = /\.test\.(ts|tsx|mjs)$/;

const unitTestFiles = unitRoots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => unitTestFile.test(file) && !file.split('/').includes('node_modules'))
    .map((file) => `${root}/${file}`),
);

/**
 * Files that need a module registry of their own: those that replace a module (`vi.mock`), as where modules are
 * shared the module may already be loaded and the replacement would reach the files after them; and those
 * that test what a page's first load does with module state (the failures heard before the toasts load; the
 * session's sentences, a chunk and catalog part loaded on first use, which in CI's file order never came).
 */
const testsAFirstLoad = [
  'src/app/toasts/ToastsOnDemand.test.tsx',
  'src/app/session/SessionGateView.test.tsx',
  // Installs the build's Preact timing and its window listeners as it loads.
  'src/app/preactClient.test.ts',
];
const needsOwnModules = (file: string) =>
  testsAFirstLoad.includes(file) || /\bvi\.mock\(/.test(readFileSync(file, 'utf8'));

/**
 * How long one test may take: a guard against a hang, not a speed check. A rendered path takes 0.1–0.2 s
 * alone but 3–6.4 s on the 2-core CI beside the end-to-end run's browsers (a passing run's slowest paths), and
 * Vitest's 5 s default failed one there (a form path, 182 ms alone); files had been raising it one by one.
 */
const hangGuardMs = 20_000;

const unit = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  testTimeout: hangGuardMs,
  // Lingui's core through the app's build steps, as the browser gets it (src/i18n/linguiPluralNumber.ts).
  server: { deps: { inline: ['@lingui/core'] } },
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...unit,
            name: 'unit',
            include: unitTestFiles.filter((file) => !needsOwnModules(file)),
            // One document and one module registry per worker, not per file: building a jsdom and loading
            // React, Radix and the catalogs again for every file took most of the run. The setup file
            // resets what a file may leave in the document (vitest.setup.ts).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...unit,
            name: 'unit-isolated',
            include: unitTestFiles.filter(needsOwnModules),
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            // Each server test file opens its own SQLite file; keep them apart.
            pool: 'forks',
            // A test starts the service on a seeded database and makes dozens of calls: 0.8 s on a quiet machine.
            testTimeout: hangGuardMs,
          },
        },
      ],
    },
  }),
);
