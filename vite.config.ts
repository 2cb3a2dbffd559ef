import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { qaInspector } from './src/app/inspector/vitePlugin.ts';
import { compileHints } from './src/app/compileHints.ts';
import { preactRuntime } from './src/app/preactRuntime.ts';
import { linguiPluralNumber } from './src/i18n/linguiPluralNumber.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      // Styles and tests beside a route are not routes.
      routeFileIgnorePattern: '\\.(css|test|stories)\\.tsx?$',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // A plural's count is formatted only when its text shows it (src/i18n/linguiPluralNumber.ts).
    linguiPluralNumber(),
    vanillaExtractPlugin(),
    // The QA state-machine inspector: in sandbox builds only (src/app/inspector/vitePlugin.ts).
    qaInspector(),
    // The site's build runs on preact/compat, not React DOM (src/app/preactRuntime.ts).
    preactRuntime(),
    // V8 compiles each chunk as it streams in, off the main thread (src/app/compileHints.ts).
    compileHints(),
  ],
  resolve: {
    alias: {
      // Radix's scroll lock without a <style> element, so that the CSP needs no 'unsafe-inline' for styles.
      'react-style-singleton': fileURLToPath(
        new URL('./design-system/src/private/cspStyleSingleton.ts', import.meta.url),
      ),
    },
  },
  server: {
    proxy: {
      // `npm run dev` talks to the local contest service started with `npm run serve`.
      '/api': 'http://localhost:3000',
      '/validate': 'http://localhost:3000',
      '/fxboauth': 'http://localhost:3000',
      '/event-center': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    // Browsers without `<link rel="modulepreload">` (Safari before 17) load the chunks without the hint, a step
    // later; the polyfill cost every other visitor its bytes in the first load.
    modulePreload: { polyfill: false },
    // No public source maps; `BUILD_SOURCEMAPS=1` writes them for local debugging (the service still refuses
    // `*.map` in production mode).
    sourcemap: process.env.BUILD_SOURCEMAPS === '1',
    // scripts/check-budget.mjs maps loaded files back to their sources (locale catalogs, html-to-image).
    manifest: true,
  },
});
