import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { AFTER_FIRST_PAINT_SCRIPT } from '../afterFirstPaint';
import type { PrerenderedScreen } from '../prerendered';

const indexHtml = `<!doctype html>
<html lang="zh-Hans" dir="ltr">
  <head>
    <title>Doo Promotions</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const screen = (tag: string, dir: 'ltr' | 'rtl', heading: string): PrerenderedScreen => ({
  tag,
  dir,
  className: 'theme-1',
  styles: ['/assets/index-1.css', '/assets/ContestLandingPage-1.css'],
  title: `${heading} · Doo`,
  root: `<main><h1>${heading}</h1></main>`,
  // The entry and a shared chunk are the loader's already: only the page's own modules are added.
  scripts: ['/assets/index-1.js', '/assets/react-1.js', '/assets/doo-trader-1.js', '/assets/messages-1.js'],
});

/** The first screens the build drew for the contest page (scripts/prerender.mjs). */
const contestScreens = {
  path: '/doo-trader',
  variants: {
    '': screen('zh-Hans', 'ltr', 'Doo Trader 交易大赛'),
    sc: screen('zh-Hans', 'ltr', 'Doo Trader 交易大赛'),
    en: screen('en', 'ltr', 'Doo Trader contest'),
    ae: screen('ar', 'rtl', 'مسابقة Doo Trader'),
  },
};

describe('the first screen of a public page comes drawn in index.html (issue 17)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'contest-dist-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'prerendered', 'doo-trader.json'), JSON.stringify(contestScreens));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await createApp({ staticDir: dist }).request(path, { headers })).text();

  it('in the language of ?lang=, with its direction, title, theme and the styles its chunks add', async () => {
    const html = await page('/doo-trader?lang=ae');
    expect(html).toContain('<html lang="ar" dir="rtl" class="theme-1">');
    expect(html).toContain('<title>مسابقة Doo Trader · Doo</title>');
    expect(html).toContain(
      '<div id="root"><div data-prerendered inert><main><h1>مسابقة Doo Trader</h1></main><span id="drawn-screen-end" hidden></span></div></div>',
    );
    // The sheet index.html links already is not linked twice.
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ContestLandingPage-1.css">');
  });

  it('is painted whole: the browser paints nothing before it has read the drawn screen to its end', async () => {
    const html = await page('/doo-trader?lang=ae');
    const [head, body] = html.split('</head>');
    expect(head).toContain('<link rel="expect" href="#drawn-screen-end" blocking="render">');
    expect(body).toContain('</main><span id="drawn-screen-end" hidden></span></div></div>');
    expect(await page('/transaction-history')).not.toContain('drawn-screen-end');
  });

  it('in the saved language when ?lang= names none, and in the default one when nothing is saved', async () => {
    expect(await page('/doo-trader', { Cookie: 'locale=en' })).toContain('<h1>Doo Trader contest</h1>');
    expect(await page('/doo-trader?lang=xx', { Cookie: 'locale=en' })).toContain(
      '<h1>Doo Trader contest</h1>',
    );
    expect(await page('/doo-trader?lang=ae', { Cookie: 'locale=en' })).toContain(
      '<h1>مسابقة Doo Trader</h1>',
    );
    expect(await page('/doo-trader?lang=xx')).toContain('<h1>Doo Trader 交易大赛</h1>');
    expect(await page('/doo-trader/', { Cookie: 'locale=zz' })).toContain('<h1>Doo Trader 交易大赛</h1>');
  });

  it("loads the app's scripts once the first screen is painted, by the one inline script the CSP allows", async () => {
    const html = await page('/doo-trader');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<script data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/router-1.js" data-page="/assets/doo-trader-1.js /assets/messages-1.js">${AFTER_FIRST_PAINT_SCRIPT}</script>`,
    );
  });

  it('leaves the pages the build did not draw as they are', async () => {
    for (const path of ['/doo-trader/my-race?lang=en', '/transaction-history']) {
      const html = await page(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<html lang="zh-Hans" dir="ltr">');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    }
  });

  it('compresses each drawn page once, and says that the answer follows the cookie', async () => {
    const app = createApp({ staticDir: dist });
    for (const [cookie, heading] of [
      ['locale=en', 'Doo Trader contest'],
      ['locale=ae', 'مسابقة Doo Trader'],
      ['locale=en', 'Doo Trader contest'],
    ] as const) {
      const response = await app.request('/doo-trader', {
        headers: { Cookie: cookie, 'Accept-Encoding': 'br' },
      });
      expect(response.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
        `<h1>${heading}</h1>`,
      );
    }
  });

  it('writes what it was given as text: no markup from a title gets into the page', async () => {
    writeFileSync(
      join(dist, 'prerendered', 'doo-trader.json'),
      JSON.stringify({
        ...contestScreens,
        variants: { '': { ...screen('en', 'ltr', 'x'), title: '</title><b>' } },
      }),
    );
    expect(await page('/doo-trader')).toContain('<title>&#60;/title&#62;&#60;b&#62;</title>');
    writeFileSync(join(dist, 'prerendered', 'doo-trader.json'), JSON.stringify(contestScreens));
  });
});
