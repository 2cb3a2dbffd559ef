import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The dependency DAG of ARCHITECTURE.md: `contract ← machines ← src → design-system`, `contract ← server`.
 * For each top folder: the top folders of this repo and the bare packages it may not import.
 * Stories and tests may use React and Testing Library wherever they sit.
 */
export const rules = {
  contract: { folders: ['src', 'machines', 'design-system', 'server', 'e2e'], packages: [/^(?!zod(\/|$))/] },
  machines: {
    folders: ['src', 'design-system', 'server', 'e2e'],
    packages: [/^react(-dom)?(\/|$)/, /^@xstate\/react$/, /^@radix-ui\//, /^@tanstack\//, /^@lingui\//],
  },
  'design-system': {
    folders: ['src', 'machines', 'server', 'contract', 'e2e'],
    packages: [/^xstate/, /^@xstate\//, /^@tanstack\//, /^@lingui\//, /^@doo\//, /^zod/],
  },
  server: {
    folders: ['src', 'machines', 'design-system', 'e2e'],
    packages: [/^react/, /^xstate/, /^@doo\//],
  },
  src: { folders: ['server', 'e2e'], packages: [/^@doo\/server/] },
};

const testOrStory = /\.(stories|test)\.tsx?$/;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield path;
  }
}

/** Every import in `root` that crosses the DAG the wrong way, as `file imports specifier`. */
export function findViolations(root) {
  const violations = [];
  for (const [top, rule] of Object.entries(rules)) {
    let files;
    try {
      files = [...sourceFiles(join(root, top))];
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const target = specifier.startsWith('.')
          ? relative(root, resolve(dirname(file), specifier)).split(sep)[0]
          : undefined;
        const wrong =
          target !== undefined
            ? rule.folders.includes(target)
            : rule.packages.some((pattern) => pattern.test(specifier)) &&
              !(testOrStory.test(file) && top !== 'contract' && !/^@doo\//.test(specifier));
        if (wrong) violations.push(`${relative(root, file)} imports ${specifier}`);
      }
    }
  }
  return violations;
}
