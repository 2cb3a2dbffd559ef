import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * Serves a built folder (the static Storybook) on 127.0.0.1 with node's http alone, so that the checks
 * that open it need no server package. Resolves to the listening server; port 0 picks a free one.
 */
export async function serveStatic(root, port = 0) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    try {
      const body = readFileSync(join(root, path.endsWith('/') ? `${path}index.html` : path));
      response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

// `node scripts/serve-static.mjs <folder> <port>`: Playwright's web server for the visual test.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root = 'storybook-static', port = '4320'] = process.argv.slice(2);
  const server = await serveStatic(root, Number(port));
  console.log(`serving ${root} on http://127.0.0.1:${server.address().port}/`);
}
