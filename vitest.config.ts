import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'machines/**/*.test.{ts,tsx}',
              'design-system/src/**/*.test.{ts,tsx}',
              'contract/**/*.test.ts',
              'scripts/**/*.test.{ts,mjs}',
            ],
            setupFiles: ['./vitest.setup.ts'],
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
