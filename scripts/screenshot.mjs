import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * Screenshots pages as a person sees them: `node scripts/screenshot.mjs <base-url> <out-dir> <path> [...]`.
 * Each path is taken at 360 px and 1280 px. Set WIDTHS=375,1536 to choose others; FULL=1 takes the
 * whole page, after scrolling through it so that sections which load near the screen are there.
 */
const [base, out, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '360,1280').split(',').map(Number);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of paths) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on(
      'console',
      (m) => m.type() === 'error' && console.log(`[${path} ${width}] console error: ${m.text()}`),
    );
    page.on('pageerror', (e) => console.log(`[${path} ${width}] page error: ${e.message}`));
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    if (process.env.FULL === '1') {
      for (let step = 0; step < 60; step += 1) {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        await page.waitForTimeout(150);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
    }
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}_${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`${out}/${name}`);
    await page.close();
  }
}
await browser.close();
