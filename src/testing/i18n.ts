import { i18n } from '@lingui/core';
import { act } from '@testing-library/react';
import { locales, type LocaleCode } from '../i18n/locales';

/** Tests read the English source messages, compiled on the fly by Lingui's development build. */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: {} });
}

/**
 * Switches the active locale in place, as the language picker does (`chooseLocale`), without a reload:
 * the rendered sections hear the change. Its main catalog stays the source messages; catalog parts that
 * a section loads for the new locale merge into it.
 */
export async function switchLocaleInPlace(code: LocaleCode): Promise<void> {
  await act(async () => {
    i18n.loadAndActivate({ locale: code, locales: [locales[code].tag], messages: {} });
  });
}
