import { SAVED_LOCALE_COOKIE } from '../../contract';
import { isLocaleCode, type LocaleCode } from './locales';

const storageKey = 'locale';

/** The locale the person chose on an earlier visit, if any (as stored: maybe no longer a locale code). */
export function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * Kept in storage, and in a cookie for a year (a language, nothing private), from which the service sends the
 * first screen already in it.
 */
export function saveLocale(code: LocaleCode): void {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this page only.
  }
  document.cookie = `${SAVED_LOCALE_COOKIE}=${code};path=/;max-age=31536000;samesite=lax`;
}

/** A choice saved before the service read the cookie gets one, so the next visit starts in it. */
export function keepSavedLocaleCookie(): void {
  const saved = readSavedLocale();
  if (isLocaleCode(saved)) saveLocale(saved);
}
