import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { ServerType } from '@hono/node-server';
import { startHttpServer } from '../httpServer';
import { startTestService, type TestService } from './harness';

// The real socket: header limits and chunked bodies are Node's, not Hono's.
let service: TestService;
let server: ServerType;
let base: string;
beforeAll(async () => {
  service = startTestService();
  const app = new Hono();
  app.all('*', (c) => service.fetchPath(c.req.method, c.req.path + new URL(c.req.url).search, {}));
  server = startHttpServer(app, 0);
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
