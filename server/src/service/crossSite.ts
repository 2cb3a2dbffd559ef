import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { BusinessCode, endpoints } from '../../../contract';
import { ServiceError } from './errors';

/** The contract's GET calls that change state: a cross-site navigation must not trigger them. */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  endpoints.switchUser.path,
  endpoints.logout.path,
  endpoints.clearSite.path,
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser saw: behind a TLS proxy the scheme comes from `X-Forwarded-Proto`. */
const ownOrigin = (c: Context): string => {
  const url = new URL(c.req.url);
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const protocol = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : url.protocol;
  return `${protocol}//${url.host}`;
};

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

const refused = () =>
  new ServiceError(
    BusinessCode.FORBIDDEN,
    'Cross-site request refused',
    { errorDescription: 'crossSite' },
    403,
  );

/**
 * Refuses cross-site requests to every state-changing path (server/README.md, "Cross-site requests").
 * `trustedOrigins` are other origins the app may be served from (an app on a CDN calling this service).
 */
export const crossSiteGuard = (trustedOrigins: readonly string[] = []): MiddlewareHandler => {
  const trusted = (origin: string | undefined, c: Context) =>
    origin !== undefined && (origin === ownOrigin(c) || trustedOrigins.includes(origin));

  // Hono's own check for the bodies a plain HTML form can send (form, multipart, text/plain).
  const formGuard = csrf({ origin: (origin, c) => trusted(origin, c), secFetchSite: 'same-origin' });

  return async (c, next) => {
    const unsafe = !SAFE_METHODS.has(c.req.method);
    if (!unsafe && !STATE_CHANGING_GETS.has(c.req.path)) return next();

    const site = c.req.header('Sec-Fetch-Site');
    const origin = c.req.header('Origin');
    if (site !== undefined) {
      // `none`: the person typed the address or used a bookmark; only a navigation (GET) does that.
      const allowed = site === 'same-origin' || (site === 'none' && !unsafe) || trusted(origin, c);
      if (!allowed) throw refused();
    } else if (origin !== undefined) {
      if (!trusted(origin, c)) throw refused();
    } else if (!unsafe) {
      // No Fetch Metadata and no Origin: a non-browser client or a browser from before 2020-2023. Such a
      // browser still sends the Referer of a cross-site link unless the attacker suppresses it; refuse it then.
      const referer = c.req.header('Referer');
      if (referer !== undefined && !trusted(originOf(referer), c)) throw refused();
    }
    // Hono's check reads a missing Content-Type as text/plain; a body-less DELETE from curl is no form.
    if (unsafe && c.req.header('Content-Type') !== undefined) {
      try {
        await formGuard(c, async () => {});
      } catch (error) {
        if (error instanceof HTTPException) throw refused();
        throw error;
      }
    }
    return next();
  };
};
