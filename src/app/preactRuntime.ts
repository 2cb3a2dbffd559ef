import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const preactClient = fileURLToPath(new URL('./preactClient.ts', import.meta.url));

/**
 * The site's build runs its React code on Preact's React-compatible runtime (`preact/compat`): React DOM
 * was 63 KB of the contest page's 169.5 KB gzip of first-load script, Preact is about 11 KB. The code is written
 * and unit-tested against React's API (Vitest and Storybook render with React, where the testing tools
 * need React itself); every test in a browser — end-to-end, accessibility, layout shift, the fault sweep, the
 * budget and `npm run perf` — runs on this build, the one the broker's clients get. `PREACT=0 npm run build`
 * builds with React DOM, to compare or to tell whether a fault is Preact's.
 */
export function preactRuntime(): Plugin {
  return {
    name: 'preact-runtime',
    apply: 'build',
    config: () =>
      process.env.PREACT === '0'
        ? undefined
        : {
            resolve: {
              alias: [
                // Preact's, with React's timing of effects after an input (preactClient.ts).
                { find: /^react-dom\/client$/, replacement: preactClient },
                // The service's drawing of a page's first screen (src/firstScreen/drawCarried.tsx).
                { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
                { find: /^react-dom$/, replacement: 'preact/compat' },
                { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
                { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
                { find: /^react$/, replacement: 'preact/compat' },
              ],
            },
          },
  };
}
