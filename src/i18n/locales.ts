/** The spec's locale codes (§1) with the BCP 47 tag `<html lang>` carries and the text direction. */
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

export const defaultLocale: LocaleCode = 'sc';

export interface LocaleDefinition {
  code: LocaleCode;
  tag: string;
  direction: 'ltr' | 'rtl';
  /** The language's own name, shown in the language picker whatever the active locale. */
  nativeName: string;
}

export const locales: Record<LocaleCode, LocaleDefinition> = {
  sc: { code: 'sc', tag: 'zh-Hans', direction: 'ltr', nativeName: '简体中文' },
  tc: { code: 'tc', tag: 'zh-Hant', direction: 'ltr', nativeName: '繁體中文' },
  en: { code: 'en', tag: 'en', direction: 'ltr', nativeName: 'English' },
  jp: { code: 'jp', tag: 'ja', direction: 'ltr', nativeName: '日本語' },
  id: { code: 'id', tag: 'id', direction: 'ltr', nativeName: 'Bahasa Indonesia' },
  kr: { code: 'kr', tag: 'ko', direction: 'ltr', nativeName: '한국어' },
  th: { code: 'th', tag: 'th', direction: 'ltr', nativeName: 'ไทย' },
  vn: { code: 'vn', tag: 'vi', direction: 'ltr', nativeName: 'Tiếng Việt' },
  ae: { code: 'ae', tag: 'ar', direction: 'rtl', nativeName: 'العربية' },
  es: { code: 'es', tag: 'es', direction: 'ltr', nativeName: 'Español' },
  pt: { code: 'pt', tag: 'pt', direction: 'ltr', nativeName: 'Português' },
  ug: { code: 'ug', tag: 'ug', direction: 'rtl', nativeName: 'ئۇيغۇرچە' },
  hi: { code: 'hi', tag: 'hi', direction: 'ltr', nativeName: 'हिन्दी' },
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}
