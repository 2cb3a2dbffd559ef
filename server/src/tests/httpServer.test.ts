import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerType } from '@hono/node-server';
import { startHttpServer } from '../httpServer';
import { startTestService, type TestService } from './harness';

// The real socket: header limits and chunked bodies are Node's, not Hono's.
let service: TestService;
let server: ServerType;
let base: string;
beforeAll(async () => {
  service = startTestService();
  server = startHttpServer({ fetch: service.fetch }, 0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  service.stop();
});

const cookies = (count: number, size: number) =>
  Array.from({ length: count }, (_, index) => `big${index}=${'a'.repeat(size)}`).join('; ');

describe('huge cookies (issue 15, 7)', () => {
  it('serves a visitor who carries five 4 KB cookies', async () => {
    const response = await fetch(`${base}/api/location`, { headers: { Cookie: cookies(5, 4096) } });
    expect(response.status).toBe(200);
  });

  it('explains a 431 past the limit instead of an empty answer, and keeps running', async () => {
    const response = await fetch(`${base}/api/location`, { headers: { Cookie: cookies(20, 4096) } });
    expect(response.status).toBe(431);
    expect(await response.text()).toContain('Clear the cookies of this site');
    expect((await fetch(`${base}/api/location`)).status).toBe(200);
  });
});

describe('request bodies (issue 15, 7)', () => {
  const huge = JSON.stringify({ path: '/api/location', body: 'x'.repeat(30 * 1024 * 1024) });

  it.each(['/sandbox/faults', '/api/dootrader/address/submitAddress'])(
    'refuses 30 MB to %s with 413',
    async (path) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: huge,
      });
      expect(response.status).toBe(413);
      const faults = await fetch(`${base}/sandbox/faults`, { method: 'DELETE' });
      expect(((await faults.json()) as { data: unknown[] }).data).toEqual([]);
    },
  );
});

describe('kept-alive connections (CI, ECONNRESET)', () => {
  // A client that reuses an idle connection as the service closes it gets ECONNRESET. Node closes one idle for
  // 5 s (and a 1 s grace), far shorter than Playwright's request agent (unbounded) or a browser (minutes) keep it.
  it("keeps an idle connection open past Node's default and answers its next request", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const closeEvents: string[] = [];
    socket.on('end', () => closeEvents.push('end')).on('close', () => closeEvents.push('close'));
    // The status line of the answer to one request; the rest of its body arrives long before the next.
    const answer = (path: string) =>
      new Promise<string>((resolve, reject) => {
        let text = '';
        const read = (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('\r\n\r\n')) {
            socket.off('data', read);
            resolve(text.slice(0, text.indexOf('\r\n')));
          }
        };
        socket
          .on('data', read)
          .once('error', reject)
          .once('end', () => reject(new Error('closed by the service')));
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      });
    expect(await answer('/api/location')).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(closeEvents).toEqual([]);
    expect(await answer('/api/location')).toBe('HTTP/1.1 200 OK');
    socket.destroy();
  }, 20_000);
});
