import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface QaPathRecord {
  title: string;
  machineId: string;
  paths: Array<{ description: string; events: string[]; statesAsserted: string[] }>;
}

/**
 * Writes one machine's generated paths as JSON when `QA_PATHS_DIR` is set (`npm run qa:paths`);
 * `scripts/qa-paths-report.mjs` turns the folder into the Markdown report for QA.
 */
export function recordQaPaths(record: QaPathRecord): void {
  const dir = process.env.QA_PATHS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = `${record.title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;
  writeFileSync(join(dir, file), JSON.stringify(record, null, 2));
}
