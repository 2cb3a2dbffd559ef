import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import PO from 'pofile';
import { untranslatedCopies } from './catalogs.mjs';

/**
 * Fails when a catalog lacks a translation, keeps a message identical to English outside the allow-list,
 * or when the code holds messages that the committed catalogs do not (someone forgot
 * `npm run i18n:extract`): extraction runs into a scratch copy.
 */
const root = process.cwd();
const committed = join(root, 'locales');
const sameAsEnglish = JSON.parse(readFileSync(join(root, 'scripts/catalog-same-as-english.json'), 'utf8'));

const readCatalog = (dir, catalog) => PO.parse(readFileSync(join(dir, catalog), 'utf8')).items;
/** Every catalog file, as `locale/name.po` (a locale has its main catalog and the parts of lingui.config.ts). */
const catalogFiles = (dir) =>
  readdirSync(dir).flatMap((locale) =>
    readdirSync(join(dir, locale))
      .filter((file) => file.endsWith('.po'))
      .map((file) => join(locale, file)),
  );
const key = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;

const scratch = mkdtempSync(join(tmpdir(), 'catalogs-'));
const problems = [];
try {
  cpSync(committed, scratch, { recursive: true });
  execFileSync('npx', ['lingui', 'extract', '--clean'], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: 'pipe',
  });
  const committedFiles = catalogFiles(committed);
  for (const missingFile of catalogFiles(scratch).filter((file) => !committedFiles.includes(file))) {
    problems.push(`${missingFile}: the catalog is not committed`);
  }
  for (const locale of committedFiles) {
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
    for (const msgid of untranslatedCopies(dirname(locale), current, sameAsEnglish)) {
      problems.push(
        `${locale}: "${msgid}" is left in English (translate it, or allow it in scripts/catalog-same-as-english.json)`,
      );
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error('Run `npm run i18n:extract`, then translate every empty msgstr in locales/*/messages.po.');
  process.exit(1);
}
console.log(
  `check:i18n: ${catalogFiles(committed).length} catalogs of ${readdirSync(committed).length} locales complete and up to date`,
);
