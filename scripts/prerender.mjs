import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { checkBrowserLaunchOptions } from './chromium.mjs';
import { startService } from './service.mjs';
import { isServicePath } from '../server/src/servicePaths.ts';
import { locales } from '../src/i18n/locales.ts';
import { pagesDrawnAtBuild } from '../src/pages/registry.ts';

/**
 * Part of `npm run build`: each public page's first screen, in each locale, as the app draws it before any
 * answer of the service has come (the session and every section still loading), saved to
 * `dist/prerendered/<page>.json` with the modules the app loaded to draw it. The service puts it in index.html
 * (server/src/prerendered.ts), so that the first paint needs no script, catalog or session, and the page's
 * modules download with the entry; the app's first render then draws the same thing in its place. Nothing the service answers is in it: the build cannot know a visitor's session or the live round (the service
 * draws the sections a page's carried answers fill, per request: src/firstScreen/drawCarried.tsx).
 */
// `node scripts/prerender.mjs [dist] [page key…]`: the build's folder (`dist`), and some pages only (all).
const [distDir = 'dist', ...pageKeys] = process.argv.slice(2);
const outDir = join(distDir, 'prerendered');
/** A phone, as Lighthouse's mobile preset: the layout is CSS's, but a few parts measure the screen. */
const viewport = { width: 412, height: 823 };
/** The DOM is taken once it has not changed for this long. */
const quietMs = 400;

const publicPages = pagesDrawnAtBuild.filter(({ key }) => pageKeys.length === 0 || pageKeys.includes(key));
/** `''`: no language asked for, as the app does for a first visit (the default locale). */
const languages = ['', ...Object.keys(locales)];

// Gone before the service starts: it must serve the app's bare index.html to draw from.
rmSync(outDir, { recursive: true, force: true });
const service = await startService({
  port: 0,
  dataDir: mkdtempSync(join(tmpdir(), 'doo-prerender-')),
  staticDir: distDir,
});
const origin = `http://127.0.0.1:${service.port}`;
const browser = await chromium.launch(checkBrowserLaunchOptions);

/**
 * The first screen of `path` in `lang`: `#root`'s markup, the document's language, direction, theme class and
 * title, and the style sheets it uses.
 */
async function firstScreen(context, path, lang) {
  const tab = await context.newPage();
  // Every call to the service stays unanswered: what shows is what the app draws while it waits.
  await tab.route(
    (url) => isServicePath(url.pathname),
    () => {},
  );
  await tab.goto(`${origin}${path}${lang ? `?lang=${lang}` : ''}`, { waitUntil: 'domcontentloaded' });
  await tab.locator('#root h1').first().waitFor();
  const shot = await tab.evaluate(
    (quiet) =>
      new Promise((resolve) => {
        const root = document.getElementById('root');
        let timer;
        const take = () => {
          observer.disconnect();
          const copy = root.cloneNode(true);
          // A select's choice is a property, which markup does not carry: written as `selected`.
          const selects = root.querySelectorAll('select');
          copy.querySelectorAll('select').forEach((select, index) => {
            select.querySelectorAll('option').forEach((option) => {
              option.toggleAttribute('selected', option.value === selects[index].value);
            });
          });
          // The service's CSP refuses inline styles in markup (React sets them through the CSSOM): each is
          // carried as `data-style`, which the build turns into a rule of a style sheet (`writeInlineStyleSheet`).
          copy.querySelectorAll('[style]').forEach((element) => {
            element.setAttribute('data-style', element.getAttribute('style'));
            element.removeAttribute('style');
          });
          copy.querySelectorAll('style, script').forEach((element) => element.remove());
          const { lang: tag, dir, className } = document.documentElement;
          // The styles of the page's chunks, which the app's script adds as it loads them.
          const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => new URL(link.href).pathname,
          );
          // The modules the app loaded to draw it (its route's chunks, catalogs), in the order it asked for
          // them: the service has the page fetch them as soon as this screen is painted (afterFirstPaint.ts).
          const scripts = [
            ...new Set(
              performance
                .getEntriesByType('resource')
                .map((entry) => new URL(entry.name))
                .filter((url) => url.origin === location.origin && /^\/assets\/[^/]+\.js$/.test(url.pathname))
                .map((url) => url.pathname),
            ),
          ];
          resolve({ tag, dir, className, styles, title: document.title, root: copy.innerHTML, scripts });
        };
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(take, quiet);
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        timer = setTimeout(take, quiet);
      }),
    quietMs,
  );
  await tab.close();
  return shot;
}

/** Every inline style the screens use, numbered: `data-ps="N"` in the markup, a rule for N in one sheet. */
const inlineStyles = new Map();
const decodeAttribute = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
const numberInlineStyles = (markup) =>
  markup.replace(/ data-style="([^"]*)"/g, (_, text) => {
    if (!inlineStyles.has(text)) inlineStyles.set(text, inlineStyles.size);
    return ` data-ps="${inlineStyles.get(text)}"`;
  });

/** The sheet of the screens' inline styles, content-named like the build's assets (cached for a year). */
function writeInlineStyleSheet() {
  const css = [...inlineStyles]
    .map(([text, number]) => {
      // As strong as the inline style it stands for, over the classes' rules.
      const declarations = decodeAttribute(text)
        .split(';')
        .filter((declaration) => declaration.trim())
        .map((declaration) => `${declaration.trim()} !important`);
      return `[data-ps="${number}"]{${declarations.join(';')}}`;
    })
    .join('\n');
  const name = `prerendered-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(distDir, 'assets', name), css);
  return `/assets/${name}`;
}

try {
  mkdirSync(outDir, { recursive: true });
  const context = await browser.newContext({ viewport });
  // Three tabs at a time: enough to keep a 2-core machine busy while each waits for the DOM to settle.
  const jobs = publicPages.flatMap((page) => languages.map((lang) => ({ page, lang })));
  const results = new Map(
    publicPages.map((page) => [page.key, { path: page.path, carriedCalls: page.carriedCalls, variants: {} }]),
  );
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      results.get(job.page.key).variants[job.lang] = await firstScreen(context, job.page.path, job.lang);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  for (const { variants } of results.values()) {
    for (const screen of Object.values(variants)) screen.root = numberInlineStyles(screen.root);
  }
  const inlineStyleSheet = writeInlineStyleSheet();
  for (const [key, result] of results) {
    for (const screen of Object.values(result.variants)) {
      if (screen.root.includes(' data-ps="')) screen.styles.push(inlineStyleSheet);
    }
    writeFileSync(join(outDir, `${key}.json`), JSON.stringify(result));
  }
  console.log(`prerendered ${publicPages.length} pages × ${languages.length} languages into ${outDir}`);
} finally {
  await browser.close();
  service.stop();
}
