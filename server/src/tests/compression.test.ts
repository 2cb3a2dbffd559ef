import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { negotiateEncoding, precompressFolder } from '../compression';

/** A script large enough to be worth compressing. */
const script = `export const rows = [${Array.from({ length: 400 }, (_, row) => `'row ${row}'`).join(', ')}];\n`;
const indexHtml = `<!doctype html><html><head><title>app</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;

describe('cache headers and Brotli for the built app (issue 17)', () => {
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'contest-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'assets', 'main-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'console.log(1)');
    await precompressFolder(join(dist, 'assets'));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string) =>
    createApp({ staticDir: dist }).request(path, {
      headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
    });

  it('precompresses the compressible assets worth it, and leaves tiny ones alone', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'main-abc.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'main-abc.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(dist, 'assets', 'tiny-abc.js.br'))).toThrow();
  });

  it('sends a hashed asset as Brotli to a client that accepts it, immutable for a year', async () => {
    const response = await get('/assets/main-abc.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/main-abc.js', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/main-abc.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates index.html on every page address and sends it as Brotli when accepted', async () => {
    for (const path of ['/', '/doo-trader', '/doo-trader/my-race']) {
      const response = await get(path, 'gzip, br');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Content-Encoding')).toBe('br');
      expect(response.headers.get('Vary')).toContain('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(indexHtml);
    }
    const gzip = await get('/doo-trader', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(indexHtml);
    expect(await (await get('/doo-trader', 'identity')).text()).toBe(indexHtml);
  });

  it('reads Accept-Encoding with its quality values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.0,gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
