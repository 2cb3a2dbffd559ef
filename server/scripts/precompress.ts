import { resolve } from 'node:path';
import { precompressFolder } from '../src/compression';

// Brotli and gzip copies of the build's assets, sent as they are by the service (server/src/app.ts).
const assets = resolve(import.meta.dirname, '../../dist/assets');
const started = performance.now();
const count = await precompressFolder(assets);
console.log(`precompressed ${count} files of ${assets} in ${Math.round(performance.now() - started)} ms`);
