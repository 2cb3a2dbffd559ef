import type { LocaleCode } from './locales';

/** The separators of a list: between two items alone, after the first, between middle ones, before the last. */
interface ListSeparators {
  two: string;
  start: string;
  middle: string;
  end: string;
}

/**
 * CLDR's conjunction lists ("a, b and c") for each locale, as `Intl.ListFormat` writes them, except Uyghur.
 * Written out because the first `Intl.ListFormat` a page makes loads the engine's list data: 12 ms in Chromium
 * here, about 47 ms at 4× CPU slowdown, a long task of its own when the race page or the leaderboard first shows
 * a prize that depends on the entry requirements. Neither Chromium's data nor Node's has Uyghur, for which both
 * wrote the English "and"; its separators are the ones our Uyghur texts use ("ۋاقتى، قائىدىسى ۋە …").
 */
const separators: Record<LocaleCode, ListSeparators> = {
  sc: { two: '和', start: '、', middle: '、', end: '和' },
  tc: { two: '和', start: '、', middle: '、', end: '和' },
  en: { two: ' and ', start: ', ', middle: ', ', end: ', and ' },
  jp: { two: '、', start: '、', middle: '、', end: '、' },
  id: { two: ' dan ', start: ', ', middle: ', ', end: ', dan ' },
  kr: { two: ' 및 ', start: ', ', middle: ', ', end: ' 및 ' },
  th: { two: 'และ', start: ' ', middle: ' ', end: ' และ' },
  vn: { two: ' và ', start: ', ', middle: ', ', end: ' và ' },
  ae: { two: ' و', start: ' و', middle: ' و', end: ' و' },
  es: { two: ' y ', start: ', ', middle: ', ', end: ' y ' },
  pt: { two: ' e ', start: ', ', middle: ', ', end: ' e ' },
  ug: { two: ' ۋە ', start: '، ', middle: '، ', end: ' ۋە ' },
  hi: { two: ' और ', start: ', ', middle: ', ', end: ', और ' },
};

/** The items as one list in the locale's words: "needs 4 more trading days and needs 8 more trades". */
export function conjunctionList(items: readonly string[], locale: LocaleCode): string {
  const { two, start, middle, end } = separators[locale];
  if (items.length < 2) return items.join('');
  if (items.length === 2) return `${items[0]}${two}${items[1]}`;
  const inner = items.slice(1, -1).join(middle);
  return `${items[0]}${start}${inner}${end}${items.at(-1)}`;
}
