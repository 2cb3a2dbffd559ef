import { SAVED_LOCALE_COOKIE } from '../../contract';
import { isLocaleCode, type LocaleCode } from './locales';

const storageKey = 'locale';
const oneYearSeconds = 31_536_000;

/** The locale the person chose on an earlier visit, if any (as stored: maybe no longer a locale code). */
export function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The service reads the choice from a cookie, to send the first screen already in that language. */
function writeLocaleCookie(code: LocaleCode) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SAVED_LOCALE_COOKIE}=${code}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure}`;
}

export function saveLocale(code: LocaleCode): void {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this page only.
  }
  writeLocaleCookie(code);
}

/** A choice saved before the service read the cookie gets one, so the next visit starts in it. */
export function keepSavedLocaleCookie(): void {
  const saved = readSavedLocale();
  if (isLocaleCode(saved)) writeLocaleCookie(saved);
}
