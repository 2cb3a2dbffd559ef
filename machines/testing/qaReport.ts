import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Pinned number of rendered paths per machine and test title; `npm run qa:paths` rewrites it. */
export const PATH_COUNTS_FILE = 'qa/path-counts.json';

export interface QaPathRecord {
  title: string;
  machineId: string;
  /** What the machine is for: its root `meta.description`. */
  machineDescription: string;
  /** The test file, relative to the repository. */
  file: string;
  /** Whether the paths drove a rendered UI; the report and the pin keep only those. */
  rendered: boolean;
  paths: Array<{
    /** The Vitest case's name. */
    test: string;
    /** The state id the path ends in. */
    reached: string;
    opens: string;
    initially: string;
    steps: Array<{ does: string; sees: string; state: string }>;
  }>;
}

/**
 * Writes one machine's generated paths as JSON when `QA_PATHS_DIR` is set (`npm run qa:paths`);
 * `scripts/qa-paths-report.mjs` turns the folder into the report for QA.
 */
export function recordQaPaths(record: QaPathRecord): void {
  const dir = process.env.QA_PATHS_DIR;
  if (!dir || record.paths.length === 0) return;
  mkdirSync(dir, { recursive: true });
  const file = `${record.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;
  const fromRepository = record.file ? relative(process.cwd(), record.file) : '';
  writeFileSync(join(dir, file), JSON.stringify({ ...record, file: fromRepository }, null, 2));
}

let pins: Record<string, Record<string, number>> | undefined;

/** The pinned number of rendered paths of `title` (a `describeModelPaths` title) for machine `machineId`. */
export function pinnedPathCount(machineId: string, title: string): number | undefined {
  pins ??= existsSync(PATH_COUNTS_FILE) ? JSON.parse(readFileSync(PATH_COUNTS_FILE, 'utf8')) : {};
  return pins?.[machineId]?.[title];
}
