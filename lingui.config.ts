import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The catalog folder can be redirected so that `check:i18n` can extract into a scratch copy and
// compare it with the committed catalogs without touching them.
const catalogRoot = process.env.LINGUI_CATALOG_ROOT ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['sc', 'tc', 'en', 'jp', 'id', 'kr', 'th', 'vn', 'ae', 'es', 'pt', 'ug', 'hi'],
  catalogs: [
    {
      path: `${catalogRoot}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.tsx', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
