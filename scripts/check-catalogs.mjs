import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';

/**
 * Fails when a catalog lacks a translation, or when the code holds messages that the committed
 * catalogs do not (someone forgot `npm run i18n:extract`): extraction runs into a scratch copy.
 */
const root = process.cwd();
const committed = join(root, 'locales');

const readCatalog = (dir, locale) => PO.parse(readFileSync(join(dir, locale, 'messages.po'), 'utf8')).items;
const key = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;

const scratch = mkdtempSync(join(tmpdir(), 'catalogs-'));
const problems = [];
try {
  cpSync(committed, scratch, { recursive: true });
  execFileSync('npx', ['lingui', 'extract', '--clean'], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: 'pipe',
  });
  for (const locale of readdirSync(committed)) {
    const current = readCatalog(committed, locale);
    const fresh = new Set(readCatalog(scratch, locale).map(key));
    const known = new Set(current.map(key));
    const missing = [...fresh].filter((id) => !known.has(id));
    const stale = [...known].filter((id) => !fresh.has(id));
    if (missing.length)
      problems.push(`${locale}: ${missing.length} messages in the code are not in the catalog`);
    if (stale.length)
      problems.push(`${locale}: ${stale.length} messages in the catalog are no longer in the code`);
    const untranslated = current.filter((item) => item.msgstr.every((text) => text.trim() === ''));
    for (const item of untranslated) problems.push(`${locale}: no translation for "${item.msgid}"`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error('Run `npm run i18n:extract`, then translate every empty msgstr in locales/*/messages.po.');
  process.exit(1);
}
console.log(`check:i18n: ${readdirSync(committed).length} catalogs complete and up to date`);
