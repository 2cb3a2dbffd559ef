import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderHeadersFile } from '../src/securityHeaders';

// `dist/_headers` for a static host or CDN (Netlify, Cloudflare Pages): the service's own header definitions.
const target = resolve(import.meta.dirname, '../../dist/_headers');
writeFileSync(target, renderHeadersFile());
console.log(`wrote ${target}`);
