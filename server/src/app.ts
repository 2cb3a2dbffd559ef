import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { isServicePath } from './servicePaths';

export interface AppOptions {
  /** The built app (`dist/`); when absent the service answers API calls only. */
  staticDir?: string;
}

export function createApp({ staticDir }: AppOptions = {}): Hono {
  const app = new Hono();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the poster set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
    }),
  );
  app.use(compress());

  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    mountStaticApp(app, staticDir);
  }
  return app;
}

function mountStaticApp(app: Hono, staticDir: string): void {
  const indexHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      // Vite puts a content hash in every asset name, so they never change under the same URL.
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Files at the top of `dist/` (favicon, robots.txt); an address without an extension is a page.
  const topLevelFiles = serveStatic({ root: staticDir });
  app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? topLevelFiles(c, next) : next()));

  app.get('*', (c, next) => {
    if (isServicePath(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
