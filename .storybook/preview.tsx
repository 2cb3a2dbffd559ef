import { lightTheme } from '@doo/design-system';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { activateLocale } from '../src/i18n/activateLocale';
import { catalogPartNames, loadCatalogPart } from '../src/i18n/catalogParts';
import { LocaleDirection } from '../src/i18n/LocaleDirection';
import { defaultLocale, isLocaleCode, localeCodes, locales } from '../src/i18n/locales';

/** The spec's breakpoints (§9), plus a common phone, as Storybook viewports. */
const viewports = Object.fromEntries(
  [360, 375, 640, 768, 1024, 1280, 1536, 1792].map((width) => [
    `w${width}`,
    {
      name: `${width} px`,
      styles: { width: `${width}px`, height: width < 768 ? '780px' : '900px' },
      type: width < 768 ? 'mobile' : 'desktop',
    },
  ]),
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale (sets the text direction too)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: localeCodes.map((code) => ({ value: code, title: `${code} · ${locales[code].nativeName}` })),
        dynamicTitle: true,
      },
    },
  },
  // English, the source language: the stories' interaction tests read their names; switch in the toolbar.
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  loaders: [
    async ({ globals }) => {
      const locale = isLocaleCode(globals.locale) ? globals.locale : defaultLocale;
      await activateLocale(locale);
      // Stories render features without their pages, so every catalog part is there up front.
      await Promise.all(catalogPartNames.map((part) => loadCatalogPart(part, locale)));
      // On <html>, so dialogs and menus portalled to the end of <body> get the theme too.
      document.documentElement.classList.add(lightTheme);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <LocaleDirection>
          <Story />
        </LocaleDirection>
      </I18nProvider>
    ),
  ],
};

export default preview;
