import { i18n } from '@lingui/core';

/** Tests read the English source messages, compiled on the fly by Lingui's development build. */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: {} });
}
