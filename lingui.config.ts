import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { localeCodes } from './src/i18n/locales';

// The catalog folder can be redirected so that `check:i18n` can extract into a scratch copy and
// compare it with the committed catalogs without touching them.
const catalogRoot = process.env.LINGUI_CATALOG_ROOT ?? '<rootDir>/locales';

/** Catalog parts and the source folders whose messages they hold. */
const catalogParts: Record<string, string[]> = {
  rules: ['src/features/regulator-rules'],
  race: [
    'src/features/race',
    'src/features/redemption',
    'src/features/address-form',
    'src/features/poster',
    'src/features/rank-history',
    'src/routes/-components/RacePage.tsx',
  ],
  events: ['src/features/events', 'src/features/transaction-history'],
  // The landing page's sections from the leaderboard down: their texts load with them, not with the first screen.
  landing: [
    'src/features/leaderboard',
    'src/features/entry-requirements',
    'src/features/entry-process',
    'src/features/feature-carousel',
    'src/features/hall-of-fame',
  ],
  // The footer's and the terms card's texts (the fallback risk warning is long): both load near the page's end.
  legal: ['src/features/site-footer', 'src/features/terms-card'],
  // The contest's registration form: only a signed-in person sees it, so a visitor's first load has no need of it.
  registration: ['src/features/registration'],
  // The QA inspector's texts load with its chunk, which production builds leave out (src/app/inspector).
  inspector: ['src/app/inspector'],
  // Issue 14's checklist, prize verdict and tier texts: the race page and the board (both loaded later).
  // Issue 14's own round times and calendar file: loaded with their chunk, as the countdown comes into view.
  calendar: ['src/features/round-calendar'],
  insight: [
    'src/features/race-insight',
    'src/shared/RequirementChecklist.tsx',
    'src/i18n/prizeVerdict.ts',
    'src/i18n/tierPrize.ts',
  ],
  // Issue 16: what the service said when it refused a session, loaded only then.
  session: ['src/app/session/SessionRefusal.tsx'],
  // Issue 16: the countdown's and the board's polite announcements, loaded with the first one said.
  announcements: [
    'src/features/round-countdown/CountdownAnnouncement.tsx',
    'src/features/leaderboard/LeaderboardAnnouncement.tsx',
  ],
};

export default defineConfig({
  sourceLocale: 'en',
  locales: [...localeCodes],
  catalogs: [
    {
      path: `${catalogRoot}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.tsx',
        '**/*.test.ts',
        ...Object.values(catalogParts).flatMap((folders) =>
          folders.map((folder) => (/\.tsx?$/.test(folder) ? folder : `${folder}/**`)),
        ),
      ],
    },
    // Long texts far down a page get catalogs of their own, loaded with them (src/i18n/catalogParts.ts).
    // A file another part names is that part's, even inside one of this part's folders.
    ...Object.entries(catalogParts).map(([part, folders]) => ({
      path: `${catalogRoot}/{locale}/${part}`,
      include: folders.map((folder) => `<rootDir>/${folder}`),
      exclude: [
        '**/*.test.tsx',
        '**/*.test.ts',
        ...Object.entries(catalogParts)
          .filter(([other]) => other !== part)
          .flatMap(([, others]) =>
            others.filter((file) => /\.tsx?$/.test(file)).map((file) => `<rootDir>/${file}`),
          ),
      ],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
