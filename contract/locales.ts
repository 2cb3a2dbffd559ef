import * as z from 'zod/mini';

/** The spec's locale codes (§1): what the site and the service call each language. */
export const localeCodes = [
  'sc',
  'tc',
  'en',
  'jp',
  'id',
  'kr',
  'th',
  'vn',
  'ae',
  'es',
  'pt',
  'ug',
  'hi',
] as const;
export type LocaleCode = (typeof localeCodes)[number];

/** The BCP 47 tag a `lang` attribute carries for each locale code, and its text direction. */
export const localeLanguages: Record<LocaleCode, { tag: string; direction: 'ltr' | 'rtl' }> = {
  sc: { tag: 'zh-Hans', direction: 'ltr' },
  tc: { tag: 'zh-Hant', direction: 'ltr' },
  en: { tag: 'en', direction: 'ltr' },
  jp: { tag: 'ja', direction: 'ltr' },
  id: { tag: 'id', direction: 'ltr' },
  kr: { tag: 'ko', direction: 'ltr' },
  th: { tag: 'th', direction: 'ltr' },
  vn: { tag: 'vi', direction: 'ltr' },
  ae: { tag: 'ar', direction: 'rtl' },
  es: { tag: 'es', direction: 'ltr' },
  pt: { tag: 'pt', direction: 'ltr' },
  ug: { tag: 'ug', direction: 'rtl' },
  hi: { tag: 'hi', direction: 'ltr' },
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** The language a piece of service text is written in, as the page marks it (`lang`, `dir`). */
export type ContentLanguage = { tag: string; direction: 'ltr' | 'rtl' };

/**
 * The `lang` a service answer says its texts are in. A service that writes one language sends none: its
 * texts are English, and are marked so, so a screen reader reads them with an English voice and a
 * right-to-left page does not reorder them.
 */
export const contentLanguageSchema = z.pipe(
  z.optional(z.string()),
  z.transform((lang): ContentLanguage => localeLanguages[isLocaleCode(lang) ? lang : 'en']),
);

/** The `lang` query of a call whose texts the service writes in the reader's language. */
export const contentLocaleQuerySchema = z.object({ lang: z._default(z.string(), 'sc') });
export type ContentLocaleQuery = z.input<typeof contentLocaleQuerySchema>;

/** The locale a service answers in for a `lang` it was asked: that one if it writes it, else English. */
export const answeredLocale = (lang: string): LocaleCode => (isLocaleCode(lang) ? lang : 'en');

/**
 * The cookie that mirrors the locale a person chose (the app keeps it in `localStorage` too), so that the
 * service can send the first screen already in that language.
 */
export const SAVED_LOCALE_COOKIE = 'locale';
