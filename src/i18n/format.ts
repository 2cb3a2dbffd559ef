// The contract's barrel, as `./locales` takes it: its `session` file alone split the contract into two more chunks
// of `/doo-trader`'s first load (`npm run check:budget`: 25 files of 23).
import { isJapanNationality, Nationality } from '../../contract';
import type { LocaleCode } from './locales';

/** §1: Japanese nationals see yen (the `…Jpy` fields); everyone else, and visitors, US dollars. */
export type DisplayCurrency = 'JPY' | 'USD';

export function displayCurrency(nationality: string | null | undefined): DisplayCurrency {
  return nationality && isJapanNationality(nationality) ? 'JPY' : 'USD';
}

export const currencySymbol: Record<DisplayCurrency, string> = { JPY: '¥', USD: '$' };

/**
 * `value` (not negative) at `digits` decimals, rounded half up on its shortest decimal form, as
 * `Intl.NumberFormat` rounds (1.005 gives 1.01 where `toFixed`, rounding the binary value, gives 1.00).
 */
function fixedDecimals(value: number, digits: number): string {
  const shortest = String(value);
  // Exponent forms are below 1e-6 or above 1e21: `toFixed` writes the former right and no amount is the latter.
  if (shortest.includes('e')) return value.toFixed(digits);
  const [whole = '0', decimals = ''] = shortest.split('.');
  const scaled = BigInt(whole + decimals.slice(0, digits).padEnd(digits, '0'));
  const rounded = (decimals.charAt(digits) >= '5' ? scaled + 1n : scaled)
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? rounded : `${rounded.slice(0, -digits)}.${rounded.slice(-digits)}`;
}

/**
 * A number in en-US digits (§9 writes every amount so, whatever the locale): thousands commas, between
 * `fewestDecimals` and `mostDecimals` decimals. Written out rather than by `Intl.NumberFormat`, whose first use
 * on a page loads the engine's number data: 25 ms on a desktop, 100 ms of a slow phone's first render.
 */
function enUsNumber(value: number, fewestDecimals: number, mostDecimals: number): string {
  const [whole = '0', decimals = ''] = fixedDecimals(Math.abs(value), mostDecimals).split('.');
  const shown = decimals.replace(/0+$/, '').padEnd(fewestDecimals, '0');
  const text = `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${shown ? `.${shown}` : ''}`;
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

const twoDecimals = (value: number) => enUsNumber(value, 2, 2);
const wholeUnits = (value: number) => enUsNumber(value, 0, 0);

function signed(amount: number, prefix: string, digits: (value: number) => string): string {
  const text = `${prefix}${digits(Math.abs(amount))}`;
  return amount < 0 ? `-${text}` : text;
}

/** §9, contest page: en-US grouping, two decimals, `$1,234.50` or `¥1,234.50`. */
export function formatContestMoney(amount: number, currency: DisplayCurrency): string {
  return signed(amount, currencySymbol[currency], twoDecimals);
}

/**
 * §9, personal race page: whole units with thousands commas. `$` by default, `¥` for the yen fields,
 * `USD ` for prizes.
 */
export function formatWholeMoney(amount: number, prefix: '$' | '¥' | 'USD ' = '$'): string {
  // Half away from zero, so -1,499.5 shows as -1,500 like 1,499.5 shows as 1,500.
  return signed(Math.sign(amount) * Math.round(Math.abs(amount)), prefix, wholeUnits);
}

/** §9, personal race page: an amount already in the display currency, `USD 9,240` or `¥1,386,000`. */
export function formatAmount(amount: number, currency: DisplayCurrency): string {
  return formatWholeMoney(amount, currency === 'JPY' ? '¥' : 'USD ');
}

/** §9 prizes: `USD 9,240`, or for yen users (§1) the `…Jpy` figure, `¥1,386,000`. */
export function formatPrize(usd: number, jpy: number, currency: DisplayCurrency): string {
  return formatAmount(currency === 'JPY' ? jpy : usd, currency);
}

/** §9: percentages carry a percent sign; two decimals unless told otherwise. */
export function formatPercent(value: number, decimals = 2): string {
  return `${value.toFixed(decimals)}%`;
}

export function formatCount(value: number): string {
  return wholeUnits(value);
}

/** Trading volume in lots: thousands commas and at most two decimals (`1,234.5`), never money. */
export function formatVolume(lots: number): string {
  return enUsNumber(lots, 0, 2);
}

/**
 * An instant (epoch ms, as the contract decodes every wire time) as a `Date`. The contract refuses an
 * unreadable time string (§8); one that is still not a number here logs and falls back to now, so a page
 * never shows "Invalid Date".
 */
export function parseDateTime(input: number | Date, now: () => Date = () => new Date()): Date {
  const date = new Date(input instanceof Date ? input.getTime() : input);
  if (Number.isNaN(date.getTime())) {
    console.error(`Invalid date-time "${String(input)}"; showing the current time instead`);
    return now();
  }
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's calendar date and time of day in UTC+0 (months from 1). */
interface UtcParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** How a locale writes a date in UTC+0, and its time of day when `withTime`. */
type DateWriter = (at: UtcParts, withTime: boolean) => string;

const clock = ({ hours, minutes }: UtcParts, separator = ':') => `${pad(hours)}${separator}${pad(minutes)}`;

/** CLDR's abbreviated month names, as a medium date writes them (`Intl.DateTimeFormat`'s `dateStyle`). */
const monthAbbreviations = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;
const monthOf = (locale: keyof typeof monthAbbreviations, { month }: UtcParts) =>
  monthAbbreviations[locale][month - 1];

/** CLDR's Uyghur month names: Chromium ships no Uyghur data and its Intl would write English. */
const uyghurMonths = [
  'يانۋار',
  'فېۋرال',
  'مارت',
  'ئاپرېل',
  'ماي',
  'ئىيۇن',
  'ئىيۇل',
  'ئاۋغۇست',
  'سېنتەبىر',
  'ئۆكتەبىر',
  'نويابىر',
  'دېكابىر',
];

/** A locale's date, then its time after `separator` (`, ` mostly). */
const dateThenTime =
  (date: (at: UtcParts) => string, separator = ', ', time: (at: UtcParts) => string = clock): DateWriter =>
  (at, withTime) =>
    `${date(at)}${withTime ? `${separator}${time(at)}` : ''}`;
/** Chinese and Japanese: `2025年3月31日 23:59`. */
const hanDate = dateThenTime((at) => `${at.year}年${at.month}月${at.day}日`, ' ');
/** U+200F (right-to-left mark) follows the day and the month, as CLDR's Arabic pattern has it. */
const rlm = '\u200f';

/**
 * Every locale's date as `Intl.DateTimeFormat` writes a medium date and a 24-hour short time in UTC+0
 * (format.test.ts compares them for every month), except Uyghur, Korean, Chinese and Japanese, which read their
 * own forms. Written out because the first `Intl.DateTimeFormat` a page makes loads the engine's date data:
 * 120 ms of the race page's first render in English at 4× CPU slowdown, in one task.
 */
const dateWriters: Record<LocaleCode, DateWriter> = {
  sc: hanDate,
  tc: hanDate,
  jp: hanDate,
  kr: dateThenTime((at) => `${at.year}년 ${at.month}월 ${at.day}일`, ' '),
  // CLDR's medium Uyghur date, `d-MMMM، y`, then the time after a comma.
  ug: dateThenTime((at) => `${at.day}-${uyghurMonths[at.month - 1]}، ${at.year}`, '، '),
  en: dateThenTime((at) => `${monthOf('en', at)} ${at.day}, ${at.year}`),
  id: dateThenTime(
    (at) => `${at.day} ${monthOf('id', at)} ${at.year}`,
    ', ',
    (at) => clock(at, '.'),
  ),
  // The Buddhist era's year, Thai's calendar.
  th: dateThenTime((at) => `${at.day} ${monthOf('th', at)} ${at.year + 543}`, ' '),
  // Vietnamese puts the time first.
  vn: (at, withTime) => `${withTime ? `${clock(at)} ` : ''}${at.day} thg ${at.month}, ${at.year}`,
  ae: dateThenTime((at) => `${pad(at.day)}${rlm}/${pad(at.month)}${rlm}/${at.year}`, '، '),
  es: dateThenTime(
    (at) => `${at.day} ${monthOf('es', at)} ${at.year}`,
    ', ',
    (at) => `${at.hours}:${pad(at.minutes)}`,
  ),
  pt: dateThenTime((at) => `${at.day} de ${monthOf('pt', at)} de ${at.year}`),
  hi: dateThenTime((at) => `${at.day} ${monthOf('hi', at)} ${at.year}`),
};

/** §4 and §9: times show in UTC+0, as each locale writes a date (`dateWriters`). */
export function formatDateTimeUtc(input: number | Date, locale: LocaleCode, withTime = true): string {
  const date = parseDateTime(input);
  return dateWriters[locale](
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hours: date.getUTCHours(),
      minutes: date.getUTCMinutes(),
    },
    withTime,
  );
}

const maxNameLength = 12;
/** Han, kana and Hangul names are masked by characters, not by words. */
const cjkName = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * §9 name masking: Chinese-script names keep their first two characters, other names their first
 * letter, or their first word and the initial of the second; then stars. At most 12 characters
 * are kept, then an ellipsis. An empty name shows four stars.
 */
export function maskName(fullName: string | null | undefined): string {
  const name = (fullName ?? '').trim();
  if (name === '') return '****';
  const characters = [...name];
  let masked: string;
  if (cjkName.test(name)) {
    masked = `${characters.slice(0, 2).join('')}**`;
  } else {
    const [first = '', second] = name.split(/\s+/);
    masked = second ? `${first} ${[...second][0]}***` : `${[...first][0]}***`;
  }
  const kept = [...masked];
  return kept.length > maxNameLength ? `${kept.slice(0, maxNameLength).join('').trimEnd()}…` : masked;
}

/** §9: the first three characters of an account id, then six stars. */
export function maskAccountId(accountId: string | number): string {
  return `${[...String(accountId)].slice(0, 3).join('')}******`;
}

/**
 * §4 and docs/readings.md: Japanese and Indonesian users (by nationality, or by locale for a
 * visitor) see round numbers shifted down by one, and round 1 not at all.
 */
export function usesShiftedRounds(nationality: string | null | undefined, locale: LocaleCode): boolean {
  if (nationality) return isJapanNationality(nationality) || nationality === Nationality.INDONESIA;
  return locale === 'jp' || locale === 'id';
}

// The rule itself lives beside the machines (§4 round shift), so the progress markers share it.
export { displayRound } from '../../machines/roundShift';
