import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { instant } from '../../../contract';
import type { CalendarEntry } from '../../../machines/roundCalendar';
import { buildCalendarFile } from './calendarFile';

const roundStart = instant('2026-12-01T00:00:00Z');
const roundEnd = instant('2026-12-31T23:59:00Z');
const entries: CalendarEntry[] = [
  {
    uid: 'round-3-start.doo-trader@promo.example.com',
    at: roundStart,
    summary: 'Doo Trader contest: round 3 starts',
    description:
      'Round 3 starts; trade, climb the board, win prizes.\nOfficial time: 1 Dec 2026, 00:00 (UTC+0).',
  },
  {
    uid: 'round-3-end.doo-trader@promo.example.com',
    at: roundEnd,
    // Long enough in UTF-8 to fold, with characters of three and four octets at the fold.
    summary: '第3轮比赛结束：最后的交易时间，排名以此为准，请在此之前完成交易😀😀😀',
    description: '第3轮于2026年12月31日 23:59（UTC+0）结束。backslash \\ and semicolon ; stay text.',
  },
];
const url = 'https://promo.example.com/doo-trader?lang=sc';
const stamp = instant('2026-11-24T08:30:15Z');

function parse(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

describe('the calendar file', () => {
  const file = buildCalendarFile({ entries, url, stamp });
  const { calendar, events } = parse(file);

  it('is a VCALENDAR 2.0 with a product id', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Doo Trader contest/);
  });

  it('holds one event per instant, at the instant, in UTC', () => {
    expect(events.map((event) => event.startDate.toJSDate().getTime())).toEqual([roundStart, roundEnd]);
    for (const event of events) {
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.endDate.zone.tzid).toBe('UTC');
      expect(event.endDate.compare(event.startDate)).toBe(1);
    }
  });

  it('keeps each event’s UID, SUMMARY, DESCRIPTION, URL and DTSTAMP', () => {
    expect(events.map((event) => event.uid)).toEqual(entries.map((entry) => entry.uid));
    expect(events.map((event) => event.summary)).toEqual(entries.map((entry) => entry.summary));
    expect(events.map((event) => event.description)).toEqual(entries.map((entry) => entry.description));
    for (const event of events) {
      expect(event.component.getFirstPropertyValue('url')).toBe(url);
      const dtstamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(dtstamp.toJSDate().getTime()).toBe(stamp);
    }
  });

  it('reminds an hour ahead', () => {
    const alarm = events[1]!.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H');
  });

  it('ends lines with CRLF and folds them at 75 octets, never inside a character', () => {
    const lines = file.split('\r\n');
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(file).not.toMatch(/\uFFFD/);
  });

  it('is the same file for the same rounds, so a second import updates the events', () => {
    expect(buildCalendarFile({ entries, url, stamp })).toBe(file);
  });
});
