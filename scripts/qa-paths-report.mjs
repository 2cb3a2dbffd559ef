import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Turns the JSON that the model-based tests wrote (`QA_PATHS_DIR`) into the QA report: `qa/README.md`
 * indexes one page per machine, `qa/paths/<machine>.md`, each path a numbered list of what the tester
 * does and then sees. Only paths that drove the rendered UI are kept; their counts are pinned in
 * `qa/path-counts.json`, which the model tests check. With `--check` it writes nothing and fails when the
 * committed report differs from what the tests generate (`npm run test:unit` runs it so).
 */
const checking = process.argv.includes('--check');
const source = process.env.QA_PATHS_DIR ?? 'qa/.paths';
const pagesDir = 'qa/paths';

const records = readdirSync(source)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(source, file), 'utf8')))
  .filter((record) => record.rendered)
  .sort((a, b) => a.file.localeCompare(b.file) || a.title.localeCompare(b.title));

/** @type {Map<string, typeof records>} */
const byMachine = new Map();
for (const record of records)
  byMachine.set(record.machineId, [...(byMachine.get(record.machineId) ?? []), record]);
const machines = [...byMachine.keys()].sort();

const sentence = (text) => (text && !/[.!?)"'*]$/.test(text) ? `${text}.` : text);

function machinePage(machineId, flows) {
  const total = flows.reduce((n, flow) => n + flow.paths.length, 0);
  const lines = [
    `# ${machineId}: ${total} paths`,
    '',
    flows[0].machineDescription || '(No description: add `meta.description` to the machine.)',
    '',
    'Each path is a test that drives the real page: do each step by hand on the running site (sandbox mode,',
    '`npm run serve`) and check that you see what it says. Steps that say "the service answers" are the',
    "service's replies, which the test fakes; on the site they come from the contest service.",
    '',
    '[All machines](../README.md)',
    '',
  ];
  let number = 0;
  for (const flow of flows) {
    lines.push(`## ${flow.title}`, '', `Test file: \`${flow.file}\`, ${flow.paths.length} paths.`, '');
    for (const path of flow.paths) {
      number += 1;
      lines.push(
        `### Path ${number}`,
        '',
        `Ends in state \`${path.reached}\`; test: “${path.test}”.`,
        '',
        `1. ${sentence(path.opens)} You see: ${sentence(path.initially) || '(state without a description)'}`,
      );
      path.steps.forEach((step, index) =>
        lines.push(
          `${index + 2}. ${sentence(step.does)} You see: ${sentence(step.sees) || '(state without a description)'}`,
        ),
      );
      lines.push('');
    }
  }
  return lines.join('\n');
}

/** Every file of the report, by path, as the tests generate it. */
const report = new Map(
  machines.map((machineId) => [
    join(pagesDir, `${machineId}.md`),
    machinePage(machineId, byMachine.get(machineId)),
  ]),
);

const counts = Object.fromEntries(
  machines.map((machineId) => [
    machineId,
    Object.fromEntries(byMachine.get(machineId).map((flow) => [flow.title, flow.paths.length])),
  ]),
);
report.set('qa/path-counts.json', `${JSON.stringify(counts, null, 2)}\n`);

const total = records.reduce((n, record) => n + record.paths.length, 0);
const index = [
  '# State paths for QA',
  '',
  `${total} paths of ${machines.length} machines, generated from the statecharts in \`machines/\` by the rendered`,
  'model-based tests: each path is a test that drives the real page with Testing Library, checks what the',
  'person sees in every state it passes, and runs axe there. Open a machine, pick a path, follow its steps',
  'by hand on the running site and check that you see what each step says.',
  '',
  'Regenerate after changing a machine or its tests: `npm run qa:paths` (it also rewrites',
  '`qa/path-counts.json`, the pinned path counts the tests check). Commit the whole `qa/` folder;',
  '`npm run test:unit` fails when it differs from what the tests generate.',
  '',
  '| Machine | Paths | What it is for |',
  '|---|---|---|',
  ...machines.map((machineId) => {
    const flows = byMachine.get(machineId);
    const paths = flows.reduce((n, flow) => n + flow.paths.length, 0);
    const purpose = (flows[0].machineDescription || '').replaceAll('|', '\\|');
    return `| [${machineId}](paths/${machineId}.md) | ${paths} | ${purpose} |`;
  }),
  '',
];
report.set('qa/README.md', index.join('\n'));
rmSync(source, { recursive: true, force: true });

if (checking) {
  const committedPages = existsSync(pagesDir)
    ? readdirSync(pagesDir).map((file) => join(pagesDir, file))
    : [];
  const stale = [...new Set([...report.keys(), ...committedPages])].filter(
    (file) => !existsSync(file) || readFileSync(file, 'utf8') !== report.get(file),
  );
  if (stale.length > 0) {
    console.error(
      `qa:paths: the committed QA report differs from the paths the tests generate in ${stale.join(', ')}.\n` +
        'Run `npm run qa:paths` and commit qa/.',
    );
    process.exit(1);
  }
  console.log(
    `qa:paths: the committed QA report matches the ${total} rendered paths of ${machines.length} machines`,
  );
} else {
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  for (const [file, text] of report) writeFileSync(file, text);
  console.log(
    `qa:paths: ${total} rendered paths of ${machines.length} machines written to qa/README.md and ${pagesDir}/`,
  );
}
