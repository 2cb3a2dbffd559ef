import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Below this a compressed answer saves less than its headers cost (hono's `compress` uses the same). */
const MIN_COMPRESSIBLE_BYTES = 1024;
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/;

/**
 * Brotli's quality 10: within 2 % of the maximum (11) in size at less than half its time, which keeps the
 * build's precompression step at a few seconds on a 2-core machine.
 */
const BROTLI_QUALITY = 10;

export type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(?:\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const brotliOptions = (body: Buffer | string) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
  },
});

/** A body compressed once, for an answer that never changes (index.html). */
export const compressOnce = (body: string): Record<Encoding, Buffer> => ({
  br: brotliCompressSync(body, brotliOptions(body)),
  gzip: gzipSync(body, { level: 9 }),
});

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli's quality for a body compressed per answer: about 1 ms for a page, a few per cent over quality 10. */
const BROTLI_QUALITY_PER_ANSWER = 5;

/** A body compressed for one answer only (a page that carries answers of its own), off the main thread. */
export const compressForOneAnswer = (body: string, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliCompressAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_ANSWER,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: 6 });

/** The compressible files of a folder and its subfolders worth compressing. */
const compressibleFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => COMPRESSIBLE_FILE.test(path) && statSync(path).size >= MIN_COMPRESSIBLE_BYTES);

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a folder (the build's `assets/`), which the
 * service's static handler sends as they are to a client that accepts them: no compression per request.
 * zlib's asynchronous calls run on libuv's thread pool, so the files compress on every core at once.
 */
export async function precompressFolder(folder: string): Promise<number> {
  const files = compressibleFiles(folder);
  await Promise.all(
    files.map(async (path) => {
      const body = readFileSync(path);
      const [br, gzipped] = await Promise.all([
        brotliCompressAsync(body, brotliOptions(body)),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    }),
  );
  return files.length;
}
