import { localeLanguages, type LocaleCode } from '../../contract';

export { isLocaleCode, localeCodes, type LocaleCode } from '../../contract';

export const defaultLocale: LocaleCode = 'sc';

export interface LocaleDefinition {
  code: LocaleCode;
  tag: string;
  direction: 'ltr' | 'rtl';
  /** The language's own name, shown in the language picker whatever the active locale. */
  nativeName: string;
}

/** The language's own name of each locale, shown in the language picker whatever the active locale. */
const nativeNames: Record<LocaleCode, string> = {
  sc: '简体中文',
  tc: '繁體中文',
  en: 'English',
  jp: '日本語',
  id: 'Bahasa Indonesia',
  kr: '한국어',
  th: 'ไทย',
  vn: 'Tiếng Việt',
  ae: 'العربية',
  es: 'Español',
  pt: 'Português',
  ug: 'ئۇيغۇرچە',
  hi: 'हिन्दी',
};

export const locales = Object.fromEntries(
  Object.entries(localeLanguages).map(([code, language]) => [
    code,
    { code, ...language, nativeName: nativeNames[code as LocaleCode] },
  ]),
) as Record<LocaleCode, LocaleDefinition>;
