import { AFTER_FIRST_PAINT_SCRIPT_HASH } from './afterFirstPaint';

/**
 * The security headers of every answer, defined once: the service sends them (`app.ts`) and the build writes
 * them for static hosts and CDNs (`dist/_headers`, `server/scripts/write-headers-file.ts`), so the two
 * cannot drift.
 */

/** One year: browsers keep to HTTPS for this long once they have seen the header over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * SHA-256 of the `<style>` Radix Select renders in its viewport (hiding the scroll bar); a test recomputes
 * it from the installed Radix, so an upgrade that changes the rule fails there rather than in a browser.
 */
export const RADIX_SELECT_VIEWPORT_STYLE_HASH = 'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk=';

export const contentSecurityPolicy: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // The one inline script, by its hash: a drawn page's loader of the app (afterFirstPaint.ts).
  'script-src': ["'self'", `'${AFTER_FIRST_PAINT_SCRIPT_HASH}'`],
  // No inline <style> or style="…" (e2e/csp-styles.spec.ts): Radix's scroll lock adopts a constructed sheet
  // (design-system/src/private/cspStyleSingleton.ts); styles React sets go through CSSOM, which CSP allows.
  // The one <style> left is Radix Select's fixed viewport rule, allowed by its hash alone.
  'style-src': ["'self'", `'${RADIX_SELECT_VIEWPORT_STYLE_HASH}'`],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const renderCsp = () =>
  Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** Header name → value; HSTS only when the page came over HTTPS (a browser ignores it over http anyway). */
export const securityHeaders = ({ https }: { https: boolean }): Record<string, string> => ({
  'Content-Security-Policy': renderCsp(),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  ...(https ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
});

/** Content-hashed build files never change under the same URL. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * `_headers` in the format Netlify and Cloudflare Pages read: every path gets the security headers (a CDN
 * serves HTTPS, so HSTS too), assets are immutable, source maps are not public.
 */
export const renderHeadersFile = (): string => {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders({ https: true })))
    lines.push(`  ${name}: ${value}`);
  lines.push(
    '',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_ASSET_CACHE}`,
    '',
    '/index.html',
    '  Cache-Control: no-cache',
    '',
  );
  return `${lines.join('\n')}\n`;
};
