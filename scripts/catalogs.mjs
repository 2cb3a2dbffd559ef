/**
 * A message left identical to its English source in another locale is usually one nobody translated.
 * Only the entries of `catalog-same-as-english.json` may stay identical: brand names, codes, numbers and
 * words a language really shares with English, each for the locales it names (`*` for every locale).
 */
export const untranslatedCopies = (locale, items, allowed) =>
  locale === 'en'
    ? []
    : items
        .filter((item) => item.msgstr.length > 0 && item.msgstr.every((text) => text === item.msgid))
        .filter((item) => {
          const entry = allowed[item.msgid];
          return !entry || !(entry.locales.includes('*') || entry.locales.includes(locale));
        })
        .map((item) => item.msgid);
