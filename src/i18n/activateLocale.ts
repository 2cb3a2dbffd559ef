import { i18n } from '@lingui/core';
import { locales, type LocaleCode } from './locales';
import { saveLocale } from './savedLocale';

/** Loads only the chosen locale's catalog, so a page never downloads the other twelve. */
async function loadMessages(code: LocaleCode) {
  const { messages } = await import(`../../locales/${code}/messages.po`);
  return messages;
}

let requested: LocaleCode | undefined;

/** The locale the page shows, or is about to show: known as its catalog starts loading, before it is active. */
export const pageLocale = (): string | undefined => requested ?? (i18n.locale || undefined);

export async function activateLocale(code: LocaleCode): Promise<void> {
  requested = code;
  const messages = await loadMessages(code);
  const { tag, direction } = locales[code];
  i18n.loadAndActivate({ locale: code, locales: [tag], messages });
  document.documentElement.lang = tag;
  document.documentElement.dir = direction;
}

export async function chooseLocale(code: LocaleCode): Promise<void> {
  await activateLocale(code);
  saveLocale(code);
}
