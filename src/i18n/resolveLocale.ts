import { defaultLocale, isLocaleCode, type LocaleCode } from './locales';

/** `?lang=` first, then the person's saved choice, then `sc` (§1); unknown codes are skipped. */
export function resolveLocale(search: string, saved: string | null): LocaleCode {
  const requested = new URLSearchParams(search).get('lang');
  if (isLocaleCode(requested)) return requested;
  if (isLocaleCode(saved)) return saved;
  return defaultLocale;
}
