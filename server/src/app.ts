import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { carriedAnswersElement, carriedAnswersFor } from './carriedAnswers';
import { drawnRoot, loadCarriedDrawing } from './carriedDrawing';
import { compressForOneAnswer, compressOnce, negotiateEncoding } from './compression';
import { escapeMarkup } from './markup';
import { getCookie } from 'hono/cookie';
import {
  SAVED_LOCALE_COOKIE,
  SANDBOX_CLIENT_TIMEOUT_COOKIE,
  SANDBOX_CLIENT_TIMEOUT_LIMITS,
  SANDBOX_CLIENT_TIMEOUT_META,
  SANDBOX_CLIENT_TIMEOUT_PATHS_COOKIE,
  SANDBOX_CLIENT_TIMEOUT_PATHS_META,
  SANDBOX_RANKING_POLL_COOKIE,
  SANDBOX_RANKING_POLL_LIMITS,
  SANDBOX_RANKING_POLL_META,
  readSandboxTimeoutPaths,
} from '../../contract';
import { IMMUTABLE_ASSET_CACHE, securityHeaders } from './securityHeaders';
import { prerenderedScreenFor, readPrerenderedPages, withPrerenderedScreen } from './prerendered';
import { isServicePath } from './servicePaths';

export interface AppOptions {
  /** The built app (`dist/`); when absent the service answers API calls only. */
  staticDir?: string;
  /** Production mode: no source maps. */
  production?: boolean;
  /** The broker's sign-in pages, written into index.html for the app (`src/config.ts` reads them). */
  signInUrls?: { login: string; register: string };
  /**
   * Sandbox mode: a page may ask for short client timeouts (`SANDBOX_CLIENT_TIMEOUT_COOKIE`) and a short
   * leaderboard poll (`SANDBOX_RANKING_POLL_COOKIE`).
   */
  sandbox?: boolean;
}

/** index.html with the sign-in URLs as meta tags: one build serves sandbox and production. */
export const withSignInUrls = (html: string, urls: AppOptions['signInUrls']): string =>
  urls === undefined
    ? html
    : html.replace(
        '</head>',
        `<meta name="doo:login-url" content="${escapeMarkup(urls.login)}"><meta name="doo:register-url" content="${escapeMarkup(urls.register)}"></head>`,
      );

/** The milliseconds a sandbox page asked for with a cookie, when they are a whole number within the limits. */
const requestedMs = (
  c: Context,
  cookie: string,
  limits: { min: number; max: number },
): number | undefined => {
  const raw = getCookie(c, cookie);
  const ms = raw !== undefined && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return ms >= limits.min && ms <= limits.max ? ms : undefined;
};

/** The meta tags a sandbox page asked for with its cookies (see `contract/sandbox.ts`); '' for none. */
const requestedSandboxMeta = (c: Context): string => {
  const timeoutMs = requestedMs(c, SANDBOX_CLIENT_TIMEOUT_COOKIE, SANDBOX_CLIENT_TIMEOUT_LIMITS);
  return (
    [
      [SANDBOX_CLIENT_TIMEOUT_META, timeoutMs],
      [
        SANDBOX_CLIENT_TIMEOUT_PATHS_META,
        timeoutMs && readSandboxTimeoutPaths(getCookie(c, SANDBOX_CLIENT_TIMEOUT_PATHS_COOKIE))?.join('|'),
      ],
      [SANDBOX_RANKING_POLL_META, requestedMs(c, SANDBOX_RANKING_POLL_COOKIE, SANDBOX_RANKING_POLL_LIMITS)],
    ] as const
  )
    .filter(([, content]) => content !== undefined)
    .map(([name, content]) => `<meta name="${name}" content="${escapeMarkup(String(content))}">`)
    .join('');
};

/**
 * The request came over HTTPS: directly, or through a proxy that terminates TLS and says so in
 * `X-Forwarded-Proto` (README). A client forging the header only gets HSTS it asked for.
 */
export const isHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' ||
  c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

export function createApp({
  staticDir,
  production = false,
  signInUrls,
  sandbox = false,
}: AppOptions = {}): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders({ https: isHttps(c) }))) {
      c.res.headers.set(name, value);
    }
  });
  app.use(compress());

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    mountStaticApp(app, staticDir, { production, signInUrls, sandbox });
  }
  return app;
}

/** index.html in production mode says so, so that the app never starts the sandbox's QA inspector. */
export const withProductionMode = (html: string): string =>
  html.replace('</head>', '<meta name="doo:mode" content="production"></head>');

function mountStaticApp(
  app: Hono,
  staticDir: string,
  { production, signInUrls, sandbox }: Required<Pick<AppOptions, 'production' | 'sandbox'>> & AppOptions,
): void {
  const builtHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const indexHtml = withSignInUrls(production ? withProductionMode(builtHtml) : builtHtml, signInUrls);
  const prerenderedPages = readPrerenderedPages(staticDir);
  const carriedDrawing = loadCarriedDrawing(staticDir);
  // Each page and language compressed once, on its first request.
  const compressed = new Map<string, ReturnType<typeof compressOnce>>();
  const notFound = (c: Context) => c.text('Not found', 404);

  // Source maps stay private in production (the build makes none by default; a local one may).
  if (production) app.get('*', (c, next) => (c.req.path.endsWith('.map') ? notFound(c) : next()));
  // Vite puts a content hash in every asset name, so they never change under the same URL. (Set on the
  // answer: serveStatic's `onFound` runs after the answer is built, and a header set there was lost.)
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE_ASSET_CACHE);
  });
  // The build writes `.br` and `.gz` beside each asset (server/scripts/precompress.ts).
  app.use('/assets/*', serveStatic({ root: staticDir, precompressed: true }));
  // A file of an older build that is gone: a 404 the app can recover from, never index.html as script.
  app.all('/assets/*', notFound);
  // Files at the top of `dist/` (favicon, robots.txt); an address without an extension is a page. Only the top:
  // the build's folders below it (the first screens' data, the service's own drawing module) are not the site's.
  const topLevelFiles = serveStatic({ root: staticDir });
  app.use('*', (c, next) => (/^\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? topLevelFiles(c, next) : next()));

  app.get('*', async (c, next) => {
    if (isServicePath(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    // The page's language follows the saved-locale cookie.
    c.header('Vary', 'Accept-Encoding, Cookie');
    // A public page comes with its first screen drawn, in the language the app will choose.
    const prerendered = prerenderedScreenFor(
      prerenderedPages,
      c.req.path,
      c.req.query('lang'),
      getCookie(c, SAVED_LOCALE_COOKIE),
    );
    // The answers its first render draws, as the service gives them to this visitor now, and the sections they
    // fill drawn in its first screen.
    const carried = prerendered?.carriedCalls.length
      ? await carriedAnswersFor(
          async (path) =>
            app.fetch(
              new Request(new URL(path, c.req.url), {
                headers: { Accept: 'application/json', Cookie: c.req.header('Cookie') ?? '' },
              }),
              c.env,
            ),
          prerendered.carriedCalls,
        )
      : undefined;
    const screen =
      prerendered && carried
        ? {
            ...prerendered.screen,
            root: await drawnRoot(
              await carriedDrawing,
              prerendered.screen.root,
              prerendered.language,
              carried,
            ),
          }
        : prerendered?.screen;
    const screenHtml = screen ? withPrerenderedScreen(indexHtml, screen) : indexHtml;
    const pageHtml = carried
      ? screenHtml.replace('</body>', () => `${carriedAnswersElement(carried)}</body>`)
      : screenHtml;
    // A sandbox page that asked for short client timeouts or a short poll carries them; it is never the
    // shared compressed copy.
    const sandboxMeta = sandbox ? requestedSandboxMeta(c) : '';
    if (sandboxMeta) return c.html(pageHtml.replace('</head>', `${sandboxMeta}</head>`));
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.html(pageHtml);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    // Its answers are this request's: compressed for it alone.
    if (carried) return c.body(new Uint8Array(await compressForOneAnswer(pageHtml, encoding)));
    const key = prerendered?.key ?? '';
    if (!compressed.has(key)) compressed.set(key, compressOnce(pageHtml));
    return c.body(new Uint8Array(compressed.get(key)![encoding]));
  });
}
