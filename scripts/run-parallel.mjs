import { spawn } from 'node:child_process';

/**
 * `node scripts/run-parallel.mjs a b …` runs the npm scripts a, b, … at once, each line of their output
 * prefixed with the script's name, and fails when any fails. For checks that share one build but not a
 * browser, so that one's waiting fills the other's.
 */
const names = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const prefix = (stream, out) => {
          let rest = '';
          stream.on('data', (chunk) => {
            const lines = (rest + chunk).split('\n');
            rest = lines.pop();
            for (const line of lines) out.write(`[${name}] ${line}\n`);
          });
          stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
        };
        prefix(child.stdout, process.stdout);
        prefix(child.stderr, process.stderr);
        const from = Date.now();
        child.on('close', (code) => {
          console.log(`[${name}] exited ${code} after ${Math.round((Date.now() - from) / 1000)} s`);
          resolve({ name, code });
        });
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0);
console.log(`run-parallel: ${names.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
if (failed.length) {
  console.error(`failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
