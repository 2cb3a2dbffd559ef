import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { startService } from './service.mjs';
import { localeCodes } from '../contract/locales.ts';

/**
 * `node --import tsx scripts/measure-landing-rooms.mjs` (after `npm run build`): the loaded height of each of the
 * landing page's lower sections in every locale at widths across each band of `landingRooms.ts`, with the sandbox's
 * data, into `src/features/contest-landing/landingRooms.json`. Each room is the middle of a locale's heights in its
 * band. Run it again when those sections' content or layout changes.
 */
const sections = [
  'hallOfFame',
  'entryRequirements',
  'entryProcess',
  'regulatorRules',
  'terms',
  'footer',
  'featureCarousel',
];
/** The bands of `landingRooms.ts` (from their least width up) and the widths measured in each. */
const bands = {
  base: [360, 375, 390],
  phone: [400, 412, 430, 460, 479],
  wideMobile: [480, 520, 560, 600, 639],
  sm: [640, 700, 767],
  md: [768, 900, 1023],
  lg: [1024, 1150, 1279],
  xl: [1280, 1440, 1920],
};

const service = await startService({ port: 0, dataDir: 'test-results/rooms-data' });
const origin = `http://127.0.0.1:${service.port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const heights = {};
try {
  for (const locale of localeCodes) {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${origin}/doo-trader?lang=${locale}`);
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
    // Down to the end twice (what loads below a section can load more), until nothing shows it is loading.
    for (let pass = 0; pass < 2; pass += 1) {
      const end = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < end; top += 400) {
        await page.evaluate((y) => window.scrollTo({ top: y }), top);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
    }
    await page.waitForFunction(
      () => !document.querySelector('[data-landing-section] :is([data-part="skeleton"], [aria-busy="true"])'),
    );
    heights[locale] = {};
    for (const [band, widths] of Object.entries(bands)) {
      const measured = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 780 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
        measured.push(
          await page.evaluate((names) => {
            const heightOf = (name) =>
              document.querySelector(`[data-landing-section="${name}"]`)?.getBoundingClientRect().height ?? 0;
            return Object.fromEntries(names.map((name) => [name, Math.round(heightOf(name))]));
          }, sections),
        );
      }
      heights[locale][band] = Object.fromEntries(
        sections.map((name) => {
          const all = measured.map((at) => at[name]);
          return [name, Math.round((Math.min(...all) + Math.max(...all)) / 2)];
        }),
      );
    }
    await page.close();
    process.stderr.write(`${locale} `);
  }
} finally {
  await browser.close();
  service.stop();
}
const rooms = Object.fromEntries(
  sections.map((name) => [
    name,
    Object.fromEntries(
      localeCodes.map((locale) => [
        locale,
        Object.fromEntries(Object.keys(bands).map((band) => [band, heights[locale][band][name]])),
      ]),
    ),
  ]),
);
// A locale's bands on one line: the file reads as a table.
const json = JSON.stringify(rooms, null, 2).replace(/\{\n\s+"base"[^}]+\}/g, (bandsOfLocale) =>
  bandsOfLocale.replace(/\s*\n\s*/g, ' ').replace(' }', ' }'),
);
writeFileSync('src/features/contest-landing/landingRooms.json', `${json}\n`);
process.stderr.write('\nwrote src/features/contest-landing/landingRooms.json\n');
