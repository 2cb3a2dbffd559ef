import { i18n } from '@lingui/core';
import { locales, type LocaleCode } from './locales';
import { saveLocale } from './savedLocale';

/** Loads only the chosen locale's catalog, so a page never downloads the other twelve. */
export async function importLocaleMessages(code: LocaleCode) {
  const { messages } = await import(`../../locales/${code}/messages.po`);
  return messages;
}

let requested: LocaleCode | undefined;

/** The locale the page shows, or is about to show: known as its catalog starts loading, before it is active. */
export const pageLocale = (): string | undefined => requested ?? (i18n.locale || undefined);

export async function activateLocale(code: LocaleCode): Promise<void> {
  requested = code;
  const shownLocale = i18n.locale;
  const [messages] = await Promise.all([
    importLocaleMessages(code),
    // On a switch, the parts the page shows (their module is loaded by then: they were used).
    shownLocale && shownLocale !== code
      ? import('./catalogParts').then(({ loadPartsShownIn }) => loadPartsShownIn(shownLocale, code))
      : undefined,
  ]);
  const { tag, direction } = locales[code];
  // Added to what the locale has, not in its place: a catalog part a route's loader started beside this
  // catalog may have come first (`loadAndActivate` replaced it, and the page showed message ids).
  i18n.load(code, messages);
  i18n.activate(code, [tag]);
  document.documentElement.lang = tag;
  document.documentElement.dir = direction;
}

export async function chooseLocale(code: LocaleCode): Promise<void> {
  await activateLocale(code);
  saveLocale(code);
}
