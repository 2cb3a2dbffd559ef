// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compileHints';

const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('puts the hint on the first line and keeps the written source map pointing at the right lines', async () => {
  writeFileSync(
    join(root, 'entry.js'),
    'export function clampTo(value, max) {\n  return Math.min(value, max);\n}\nconsole.log(clampTo(3, 2));\n',
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: {
      outDir: join(root, 'out'),
      sourcemap: true,
      minify: false,
      rolldownOptions: { input: join(root, 'entry.js') },
    },
  });
  const assets = join(root, 'out', 'assets');
  const file = readdirSync(assets).find((name) => name.endsWith('.js'))!;
  const lines = readFileSync(join(assets, file), 'utf8').split('\n');
  expect(lines[0]).toBe(COMPILE_HINT);
  const line = lines.findIndex((text) => text.includes('Math.min')) + 1;
  const map = new TraceMap(readFileSync(join(assets, `${file}.map`), 'utf8'));
  // `Math.min` is on the entry's second line, nine characters in.
  expect(originalPositionFor(map, { line, column: lines[line - 1]!.indexOf('Math') })).toMatchObject({
    source: expect.stringMatching(/entry\.js$/),
    line: 2,
    column: 9,
  });
}, 30_000);
