import { endpoints, LOCATION_COOKIE_MAX_AGE_SECONDS, type Location } from '../../contract';
import { callApi } from './http';

const LOCATION_KEYS = ['iso_country_code', 'region', 'city'] as const satisfies readonly (keyof Location)[];

/** A cookie anyone can set (another subdomain, an extension) may not be valid percent-encoding: unset then. */
const safeDecode = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : safeDecode(entry.slice(prefix.length));
};

const writeCookie = (name: string, value: string): void => {
  // Over HTTPS (production) the cookie never travels in clear.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${LOCATION_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
};

const locationFromCookies = (): Location | undefined => {
  const [isoCountryCode, region, city] = LOCATION_KEYS.map(readCookie);
  if (isoCountryCode === undefined || region === undefined || city === undefined) return undefined;
  return { iso_country_code: isoCountryCode, region, city };
};

/**
 * §7 location detection: the visitor's country, region and city, kept in cookies for 3600 s. A cookie that is
 * already set is left as it is; when all three are set no request is made. Failures are only logged (§8).
 */
export const detectLocation = async (): Promise<Location | false> => {
  const stored = locationFromCookies();
  if (stored) return stored;
  const location = await callApi(endpoints.location, {}, false as const);
  if (location === false) return false;
  for (const key of LOCATION_KEYS) {
    if (readCookie(key) === undefined) writeCookie(key, location[key]);
  }
  return location;
};
