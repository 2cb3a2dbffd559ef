import type { ZonedInstant } from '../../machines/roundCalendar';
import { formatDateTimeUtc } from './format';
import type { LocaleCode } from './locales';

/**
 * An instant as the wall clock of a zone reads it, written like the official UTC+0 times (§9), so that the
 * two sit side by side in the same shape: the offset moves the instant, which is then written in UTC.
 */
export function formatZonedDateTime({ at, offsetMinutes }: ZonedInstant, locale: LocaleCode): string {
  return formatDateTimeUtc(at + offsetMinutes * 60_000, locale);
}

/** An offset from UTC the way the site names the official one: `UTC+8`, `UTC−5`, `UTC+5:30`. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
