import { describe, expect, it } from 'vitest';
import { untranslatedCopies } from './catalogs.mjs';

const item = (msgid, msgstr) => ({ msgid, msgstr: [msgstr] });
const allowed = {
  MT4: { locales: ['*'], why: 'platform name' },
  Status: { locales: ['id'], why: 'the same word in Indonesian' },
};

describe('untranslatedCopies', () => {
  it.each([
    ['a message copied from English', 'id', item('Hall of fame', 'Hall of fame'), ['Hall of fame']],
    ['a translated message', 'id', item('Hall of fame', 'Galeri juara'), []],
    ['a name allowed in every locale', 'sc', item('MT4', 'MT4'), []],
    ['a word allowed in its locale', 'id', item('Status', 'Status'), []],
    ['a word allowed only in another locale', 'es', item('Status', 'Status'), ['Status']],
    ['English itself', 'en', item('Hall of fame', 'Hall of fame'), []],
    ['an empty translation (reported as missing elsewhere)', 'id', item('Hall of fame', ''), []],
  ])('%s', (_, locale, message, expected) => {
    expect(untranslatedCopies(locale, [message], allowed)).toEqual(expected);
  });
});
