import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The dependency DAG of docs/architecture.md: `contract ← machines ← src → design-system`, `contract ← server`.
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

/**
 * Inside `src/`: features do not import each other (routes and the app shell compose them); shared code and
 * the page registry import neither features nor the app; the app shell imports no feature.
 */
const srcAreas = [
  {
    from: /^src\/features\/([^/]+)\//,
    to: /^src\/features\/([^/]+)(\/|$)/,
    otherThan: (from, to) => from[1] !== to[1],
    why: 'a feature imports another feature',
  },
  {
    from: /^src\/(shared|pages)\//,
    to: /^src\/(features|app|routes)(\/|$)/,
    why: 'shared code imports a feature or the app',
  },
  {
    from: /^src\/app\//,
    to: /^src\/(features|routes)(\/|$)/,
    why: 'the app shell imports a feature: compose it in a route',
  },
];

/** The folders whose files may not import each other in a circle. */
const acyclic = ['src', 'machines', 'contract'];

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

function importsOf(text) {
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3]);
}

const candidates = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as the bundler would find it. */
function resolveFile(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const suffix of candidates) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** Every relative import between files of `acyclic`, as repo-relative paths. */
function importGraph(root) {
  const graph = new Map();
  const name = (file) => relative(root, file).split(sep).join('/');
  for (const top of acyclic) {
    if (!existsSync(join(root, top))) continue;
    for (const file of sourceFiles(join(root, top))) {
      const targets = importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveFile(file, specifier))
        .filter((target) => target !== undefined)
        .map(name);
      graph.set(name(file), targets);
    }
  }
  return graph;
}

/** The module a file belongs to: a feature, an app part, another folder of `src/`, or a top folder. */
export function moduleOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0];
  if (parts.length < 3) return file;
  if ((parts[1] === 'features' || parts[1] === 'app') && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** The same graph between modules (a module's own imports, and tests, stories and test helpers, left out). */
function moduleGraph(files) {
  const graph = new Map();
  for (const [file, targets] of files) {
    if (testOrStory.test(file) || file.startsWith('src/testing/')) continue;
    const from = moduleOf(file);
    const next = graph.get(from) ?? new Set();
    for (const target of targets) if (moduleOf(target) !== from) next.add(moduleOf(target));
    graph.set(from, next);
  }
  return new Map([...graph].map(([node, targets]) => [node, [...targets]]));
}

/** One cycle per strongly connected group of nodes (Tarjan), from its first node in sorted order. */
function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0];
    // Shortest way back to the start inside the group.
    const previous = new Map();
    const queue = [start];
    let end;
    while (queue.length > 0 && end === undefined) {
      const node = queue.shift();
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          end = node;
          break;
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    const path = [end];
    while (path[0] !== start) path.unshift(previous.get(path[0]));
    return [...path, start].join(' → ');
  });
}

/**
 * Every import in `root` that crosses the DAG the wrong way, as `file imports specifier`, then every import
 * cycle in `src/`, `machines/` and `contract/`.
 */
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
      for (const specifier of importsOf(text)) {
        const target = specifier.startsWith('.')
          ? relative(root, resolve(dirname(file), specifier)).split(sep)[0]
          : undefined;
        const wrong =
          target !== undefined
            ? rule.folders.includes(target)
            : rule.packages.some((pattern) => pattern.test(specifier)) &&
              !(testOrStory.test(file) && top !== 'contract' && !/^@doo\//.test(specifier));
        if (wrong) violations.push(`${relative(root, file)} imports ${specifier}`);
        else if (specifier.startsWith('.')) {
          const from = relative(root, file).split(sep).join('/');
          const to = relative(root, resolve(dirname(file), specifier))
            .split(sep)
            .join('/');
          for (const area of srcAreas) {
            const fromMatch = from.match(area.from);
            const toMatch = to.match(area.to);
            if (fromMatch && toMatch && (!area.otherThan || area.otherThan(fromMatch, toMatch)))
              violations.push(`${from} imports ${specifier} (${area.why})`);
          }
        }
      }
    }
  }
  const files = importGraph(root);
  violations.push(
    ...findCycles(files)
      .map((cycle) => `import cycle: ${cycle}`)
      .sort(),
  );
  // A loop between modules (say the errors pages and the session) is a cycle too, even when no file closes it.
  violations.push(
    ...findCycles(moduleGraph(files))
      .map((cycle) => `import cycle between modules: ${cycle}`)
      .sort(),
  );
  return violations;
}
