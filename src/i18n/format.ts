import { isJapanNationality, Nationality } from '../../contract/session';
import { locales, type LocaleCode } from './locales';

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

/**
 * §4 and §9: times show in UTC+0. Chinese and Japanese read `2025年3月31日 23:59`; Korean its own
 * `년 월 일`; Uyghur its own month names; other locales their usual order from Intl, always in UTC.
 */
export function formatDateTimeUtc(input: number | Date, locale: LocaleCode, withTime = true): string {
  const date = parseDateTime(input);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const time = withTime ? ` ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : '';
  if (locale === 'sc' || locale === 'tc' || locale === 'jp') return `${y}年${m}月${d}日${time}`;
  if (locale === 'kr') return `${y}년 ${m}월 ${d}일${time}`;
  // CLDR's medium Uyghur date, `d-MMMM، y`, then the time after a comma.
  if (locale === 'ug') return `${d}-${uyghurMonths[m - 1]}، ${y}${withTime ? `،${time}` : ''}`;
  return utcDateFormat(locales[locale].tag, withTime).format(date);
}

/**
 * One formatter per language and style, kept: making an `Intl.DateTimeFormat` costs milliseconds (17 ms of the
 * leaderboard's tab switch at 4× CPU went to the one its "last updated" line made on each render).
 */
const utcDateFormats = new Map<string, Intl.DateTimeFormat>();
function utcDateFormat(tag: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${tag} ${withTime}`;
  let format = utcDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' as const } : {}),
      timeZone: 'UTC',
    });
    utcDateFormats.set(key, format);
  }
  return format;
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
