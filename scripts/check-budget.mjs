import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { checkBrowserLaunchOptions } from './chromium.mjs';
import { startService } from './service.mjs';
import { COMPILE_HINT } from '../src/app/compileHints.ts';

/**
 * The performance budget of the contest landing page: gzip bytes and the number of the JavaScript and CSS
 * files that `/doo-trader` loads before any interaction (each file is a request, and most of them a step of
 * the waterfall before the first paint), and no file that only later steps need (the poster's
 * html-to-image, other locales' catalogs). Measured on the build the broker's clients get: without the QA
 * inspector, which only sandbox builds carry (docs/architecture.md, and checked here), built into a folder of
 * its own with the page's first screen drawn (scripts/prerender.mjs), and served by the local service.
 */
const budget = { js: 120 * 1024, css: 30 * 1024, files: 23 };
const path = '/doo-trader';
const dist = 'test-results/budget-dist';

execFileSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
  {
    env: { ...process.env, VITE_QA_INSPECTOR: 'off' },
    stdio: 'inherit',
  },
);

// The page as the service sends it: its first screen drawn, the app's scripts loaded once it is painted.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.mjs', dist, 'doo-trader'], {
  stdio: 'inherit',
});

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sourceOf = new Map(Object.entries(manifest).map(([source, chunk]) => [chunk.file, source]));
const forbidden = [
  {
    test: (source) => source.includes('node_modules/html-to-image'),
    why: 'html-to-image loads only with the poster',
  },
  {
    test: (source) => /^locales\/(?!sc\/)[^/]+\/messages\.po$/.test(source),
    why: 'only the active (sc) catalog loads',
  },
];

// The QA inspector is compiled out of this build, not only kept from loading: no chunk of it, nor its catalogs.
const inspectorParts = [
  ...Object.keys(manifest).filter((source) => /^src\/app\/inspector\/|\/inspector\.po$/.test(source)),
  ...readdirSync(join(dist, 'assets')).filter((file) => /inspector/i.test(file)),
];
let failed = false;
if (inspectorParts.length > 0) {
  console.error(
    `budget: the build for the broker's clients carries the QA inspector: ${inspectorParts.join(', ')}`,
  );
  failed = true;
}

const service = await startService({ port: 0, dataDir: 'test-results/budget-data', staticDir: dist });
const port = service.port;

try {
  const browser = await chromium.launch(checkBrowserLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const loaded = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) loaded.add(pathname.slice(1));
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  await browser.close();

  const totals = { js: 0, css: 0 };
  const sizes = [];
  for (const file of loaded) {
    const kind = file.endsWith('.css') ? 'css' : 'js';
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    totals[kind] += size;
    sizes.push([size, file, sourceOf.get(file) ?? '']);
    const source = sourceOf.get(file);
    // V8 compiles such a file off the main thread as it streams in, rather than each function on its first call.
    if (kind === 'js' && !readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)) {
      console.error(
        `budget: ${file} (${source}) lacks V8's compile hint on its first line (src/app/compileHints.ts)`,
      );
      failed = true;
    }
    for (const rule of forbidden) {
      if (source && rule.test(source)) {
        console.error(`budget: ${file} (${source}) loaded on ${path}: ${rule.why}`);
        failed = true;
      }
    }
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const kind of ['js', 'css']) {
    const over = totals[kind] > budget[kind];
    failed ||= over;
    console.log(
      `budget: ${path} ${kind.toUpperCase()} ${kb(totals[kind])} gzip of ${kb(budget[kind])}${over ? '  OVER BUDGET' : ''}`,
    );
  }
  const tooMany = loaded.size > budget.files;
  failed ||= tooMany;
  console.log(
    `budget: ${path} ${loaded.size} script and style files of ${budget.files}${tooMany ? '  OVER BUDGET' : ''}`,
  );
  if (process.env.BUDGET_VERBOSE) {
    for (const [size, file, source] of sizes.sort((a, b) => b[0] - a[0])) {
      console.log(`  ${kb(size).padStart(9)}  ${file}  ${source}`);
    }
  }
} finally {
  service.stop();
}
process.exit(failed ? 1 : 0);
