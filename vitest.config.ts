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
 * Files that replace a module (`vi.mock`) need a module registry of their own: where modules are shared, the
 * module they replace may already be loaded, and their replacement would reach the files after them.
 */
const replacesModules = (file: string) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'));

const unit = { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] };

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
            include: unitTestFiles.filter((file) => !replacesModules(file)),
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
            include: unitTestFiles.filter(replacesModules),
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            // Each server test file opens its own SQLite file; keep them apart.
            pool: 'forks',
          },
        },
      ],
    },
  }),
);
