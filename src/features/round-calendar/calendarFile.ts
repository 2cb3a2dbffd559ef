import type { Instant } from '../../../contract';
import type { CalendarFileRequest } from '../../../machines/roundCalendar';
import { saveThroughLink } from '../../shared/saveThroughLink';

/** A moment has no length, but RFC 5545 wants DTEND after DTSTART: each event lasts a quarter of an hour. */
const EVENT_LENGTH_MS = 15 * 60_000;
/** Calendar apps that honour alarms remind an hour ahead: time to place a trade before a round ends. */
const REMINDER = '-PT1H';

/** RFC 5545 §3.3.5: a UTC date-time, `20261201T000000Z`. */
const utc = (at: Instant) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();
const FOLD_OCTETS = 75;

/** RFC 5545 §3.1: lines longer than 75 octets fold, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > FOLD_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/**
 * The `.ics` text of the round times (RFC 5545): a VCALENDAR with one VEVENT per instant, times in UTC,
 * CRLF line ends.
 */
export function buildCalendarFile({ entries, url, stamp }: Omit<CalendarFileRequest, 'fileName'>): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Doo//Doo Trader contest//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...entries.flatMap((entry) => [
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utc(stamp)}`,
      `DTSTART:${utc(entry.at)}`,
      `DTEND:${utc(entry.at + EVENT_LENGTH_MS)}`,
      `SUMMARY:${text(entry.summary)}`,
      `DESCRIPTION:${text(entry.description)}`,
      `URL:${url}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${text(entry.summary)}`,
      `TRIGGER:${REMINDER}`,
      'END:VALARM',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Saves the file through a temporary link to a blob. */
export function downloadCalendarFile(contents: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/calendar;charset=utf-8' }));
  saveThroughLink(url, fileName);
  // The click has handed the blob to the download; free it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
