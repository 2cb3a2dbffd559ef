import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';

/**
 * Request headers the service accepts (Node's default is 16 KB). Cookies other sites of the same domain set
 * can add up past 16 KB; 64 KB leaves them room and still bounds the memory of one request.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s; a client that sends on it as it
 * closes gets ECONNRESET (Node's own clients, Playwright's among them, do not retry). 65 s outlasts a test's
 * 60 s and the 60 s idle of common proxies in front of a service, so the client, not the service, closes first.
 */
const KEEP_ALIVE_MS = 65_000;

const TOO_LARGE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Request too large</title></head>
<body><h1>Your browser sent too many cookies for this site</h1>
<p>Clear the cookies of this site (browser settings, site data) and load the page again.</p></body></html>`;

/**
 * Serves `app` on `port`. A request whose headers are too large never reaches Hono: Node answers it, and here it
 * answers 431 with a page that says what to do instead of an empty one.
 */
export const startHttpServer = (
  app: { fetch: (request: Request) => Response | Promise<Response> },
  port: number,
  onListening?: (info: { port: number }) => void,
): ServerType => {
  const server = serve(
    {
      fetch: app.fetch,
      port,
      serverOptions: {
        maxHeaderSize: MAX_HEADER_BYTES,
        keepAliveTimeout: KEEP_ALIVE_MS,
        // Above the keep-alive, the usual pairing (older Nodes cut a reused connection's request with it).
        headersTimeout: KEEP_ALIVE_MS + 1_000,
      },
    },
    onListening,
  );
  (server as Server).on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      socket.end(
        `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TOO_LARGE_PAGE)}\r\nConnection: close\r\n\r\n${TOO_LARGE_PAGE}`,
      );
      return;
    }
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  return server;
};
