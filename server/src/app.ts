import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { IMMUTABLE_ASSET_CACHE, securityHeaders } from './securityHeaders';
import { isServicePath } from './servicePaths';

export interface AppOptions {
  /** The built app (`dist/`); when absent the service answers API calls only. */
  staticDir?: string;
  /** Production mode: no source maps. */
  production?: boolean;
  /** The broker's sign-in pages, written into index.html for the app (`src/config.ts` reads them). */
  signInUrls?: { login: string; register: string };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** index.html with the sign-in URLs as meta tags: one build serves sandbox and production. */
export const withSignInUrls = (html: string, urls: AppOptions['signInUrls']): string =>
  urls === undefined
    ? html
    : html.replace(
        '</head>',
        `<meta name="doo:login-url" content="${escapeAttribute(urls.login)}"><meta name="doo:register-url" content="${escapeAttribute(urls.register)}"></head>`,
      );

/**
 * The request came over HTTPS: directly, or through a proxy that terminates TLS and says so in
 * `X-Forwarded-Proto` (README). A client forging the header only gets HSTS it asked for.
 */
export const isHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' ||
  c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

export function createApp({ staticDir, production = false, signInUrls }: AppOptions = {}): Hono {
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders({ https: isHttps(c) }))) {
      c.res.headers.set(name, value);
    }
  });
  app.use(compress());

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    mountStaticApp(app, staticDir, production, signInUrls);
  }
  return app;
}

/** index.html in production mode says so, so that the app never starts the sandbox's QA inspector. */
export const withProductionMode = (html: string): string =>
  html.replace('</head>', '<meta name="doo:mode" content="production"></head>');

function mountStaticApp(
  app: Hono,
  staticDir: string,
  production: boolean,
  signInUrls: AppOptions['signInUrls'],
): void {
  const builtHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const indexHtml = withSignInUrls(production ? withProductionMode(builtHtml) : builtHtml, signInUrls);
  const notFound = (c: Context) => c.text('Not found', 404);

  // Source maps stay private in production (the build makes none by default; a local one may).
  if (production) app.get('*', (c, next) => (c.req.path.endsWith('.map') ? notFound(c) : next()));
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      // Vite puts a content hash in every asset name, so they never change under the same URL.
      onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE_ASSET_CACHE),
    }),
  );
  // A file of an older build that is gone: a 404 the app can recover from, never index.html as script.
  app.all('/assets/*', notFound);
  // Files at the top of `dist/` (favicon, robots.txt); an address without an extension is a page.
  const topLevelFiles = serveStatic({ root: staticDir });
  app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? topLevelFiles(c, next) : next()));

  app.get('*', (c, next) => {
    if (isServicePath(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
