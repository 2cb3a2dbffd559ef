import { isJapanNationality, Nationality, SANDBOX_LOGIN_PAGE_PATH } from '../../../contract';
import { siteConfig, type SiteConfig } from '../../config';

/** Whose sign-in pages a visitor is sent to (§2 "Login and register link targets, by nationality"). */
export type AuthAudience = 'jp' | 'id' | 'default';

export interface AuthLinkRequest {
  /** The session user's nationality; `null`/absent for a visitor who is not signed in. */
  nationality?: string | null;
  /** The active locale code (`sc`, `jp`, `id`…): decides for visitors who are not signed in. */
  locale: string;
  /** Where to come back after signing in: a same-origin path with its search, e.g. `/doo-trader?lang=en`. */
  returnTo: string;
  /** The page's host, for deriving the user site; `window.location.host` by default. */
  host?: string;
}

/** The nationality decides; a visitor with none is judged by the locale they read the site in. */
export function authAudience({
  nationality,
  locale,
}: Pick<AuthLinkRequest, 'nationality' | 'locale'>): AuthAudience {
  if (nationality) {
    if (isJapanNationality(nationality)) return 'jp';
    if (nationality === Nationality.INDONESIA) return 'id';
    return 'default';
  }
  if (locale === 'jp') return 'jp';
  if (locale === 'id') return 'id';
  return 'default';
}

/**
 * §8: the user site of a campaign host is the same domain under `my.` (`campaign.doo.com` → `my.doo.com`);
 * known environments are listed in the configuration. Any other host is a deployment mistake: throw.
 */
export function userSiteForHost(host: string, config: SiteConfig = siteConfig): string {
  const hostname = host.replace(/:\d+$/, '');
  const known = config.knownEnvironments[hostname];
  if (known) return known;
  if (hostname.startsWith(config.campaignHostPrefix) && hostname.length > config.campaignHostPrefix.length) {
    return `https://my.${hostname.slice(config.campaignHostPrefix.length)}`;
  }
  throw new Error(
    `Cannot derive the user site: host "${host}" is not a campaign host or a known environment`,
  );
}

/** The page's own scheme; `http:` only for a local host (tests pass a host without a window). */
const hostProtocol = (host: string): string =>
  typeof window !== 'undefined' && window.location.host === host
    ? window.location.protocol
    : /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host)
      ? 'http:'
      : 'https:';

function authUrl(kind: 'login' | 'register', request: AuthLinkRequest, config: SiteConfig): string {
  switch (authAudience(request)) {
    case 'jp':
      return `${config.japanProviderUrl}/ja/${kind}`;
    case 'id':
      return `${config.individualSiteUrl}/id/${kind}`;
    case 'default': {
      const broker = kind === 'login' ? config.brokerLoginUrl : config.brokerRegisterUrl;
      if (broker) {
        const host = request.host ?? window.location.host;
        const back = `${hostProtocol(host)}//${host}${request.returnTo}`;
        return `${broker}?redirect=${encodeURIComponent(back)}`;
      }
      if (config.localLogin) {
        // The local service's sign-in page lets a tester pick a persona; it serves both buttons.
        return `${SANDBOX_LOGIN_PAGE_PATH}?redirect=${encodeURIComponent(request.returnTo)}`;
      }
      const host = request.host ?? window.location.host;
      const back = `https://${host}${request.returnTo}`;
      return `${userSiteForHost(host, config)}/${kind}?redirect=${encodeURIComponent(back)}`;
    }
  }
}

/** The login page for this visitor. Throws when the host cannot be mapped to a user site (§8). */
export const loginUrl = (request: AuthLinkRequest, config: SiteConfig = siteConfig): string =>
  authUrl('login', request, config);

/** The register page for this visitor. Throws when the host cannot be mapped to a user site (§8). */
export const registerUrl = (request: AuthLinkRequest, config: SiteConfig = siteConfig): string =>
  authUrl('register', request, config);
