import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Turns the per-machine JSON that the model-based tests wrote into one Markdown report for QA. */
const source = process.env.QA_PATHS_DIR ?? 'qa/.paths';
const target = 'qa/state-paths.md';

const records = readdirSync(source)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(source, file), 'utf8')))
  .sort((a, b) => a.title.localeCompare(b.title));

const lines = [
  '# Generated state paths',
  '',
  'Every path below is a test case generated from a statechart with `xstate/graph` (shortest and simple paths).',
  'Each test drives the rendered feature through the events in order and asserts what the person sees in each state.',
  'Regenerate with `npm run qa:paths`.',
  '',
];
for (const record of records) {
  lines.push(`## ${record.title}`, '', `Machine \`${record.machineId}\`, ${record.paths.length} paths.`, '');
  lines.push('| # | path (state reached ← events) | states asserted, step by step |', '|---|---|---|');
  record.paths.forEach((path, index) => {
    const cell = (text) => text.replaceAll('|', '\\|');
    lines.push(`| ${index + 1} | ${cell(path.description)} | ${cell(path.statesAsserted.join(' → '))} |`);
  });
  lines.push('');
}

mkdirSync('qa', { recursive: true });
writeFileSync(target, lines.join('\n'));
rmSync(source, { recursive: true, force: true });
console.log(
  `qa:paths: ${records.reduce((n, r) => n + r.paths.length, 0)} paths of ${records.length} flows written to ${target}`,
);
