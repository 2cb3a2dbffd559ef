import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instant } from '../contract/contest';
import { viewerRoundTimes } from './roundCalendar';
import { deviceTimeZone, zoneOffsetMinutes } from './timeZone';

const december = instant('2026-12-01T00:00:00Z');
const round = { matchStartTime: december, matchEndTime: instant('2026-12-31T23:59:00Z') };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A browser's Temporal, as far as the site uses it: Chatham Islands time (UTC+13:45 in its summer). */
const chathamTemporal = {
  Now: { timeZoneId: () => 'Pacific/Chatham' },
  Instant: {
    fromEpochMilliseconds: () => ({
      toZonedDateTimeISO: (timeZone: string) => {
        if (timeZone !== 'Pacific/Chatham') throw new RangeError(`unknown time zone ${timeZone}`);
        return { offsetNanoseconds: (13 * 60 + 45) * 60e9 };
      },
    }),
  },
};

describe('where the browser has Temporal', () => {
  beforeEach(() => {
    vi.stubGlobal('Temporal', chathamTemporal);
    // Counts the Intl date formats built (none should be), each still a working one.
    const { DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
  });

  it('the round calendar reads the zone and its offsets from it, and builds no Intl date format', () => {
    const zone = deviceTimeZone();
    expect(zone).toBe('Pacific/Chatham');
    expect(viewerRoundTimes(round, zone)).toMatchObject({
      kind: 'own',
      start: { offsetMinutes: 825 },
      end: { offsetMinutes: 825 },
    });
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
  });

  it('a zone Temporal cannot read has no offset', () => {
    expect(zoneOffsetMinutes('Mars/Olympus_Mons', december)).toBeNaN();
    expect(viewerRoundTimes(round, 'Mars/Olympus_Mons')).toEqual({ kind: 'unknownZone' });
  });
});

describe('where it has not, from Intl', () => {
  beforeEach(() => vi.stubGlobal('Temporal', undefined));

  it.each([
    ['Asia/Kathmandu', 345, '2026-12-01T00:00:00Z'],
    ['America/St_Johns', -210, '2026-12-01T00:00:00Z'],
    ['America/St_Johns', -150, '2026-07-01T00:00:00Z'],
    ['America/Los_Angeles', -420, '2026-07-01T00:00:00Z'],
    ['Pacific/Chatham', 825, '2026-12-01T00:00:00Z'],
  ])('%s is %i minutes from UTC at %s', (timeZone, minutes, at) => {
    expect(zoneOffsetMinutes(timeZone, instant(at))).toBe(minutes);
  });

  it('UTC is 0 minutes from itself, not −0', () => {
    expect(Object.is(zoneOffsetMinutes('UTC', december), 0)).toBe(true);
  });

  it('a zone Intl cannot read has no offset', () => {
    expect(zoneOffsetMinutes('Mars/Olympus_Mons', december)).toBeNaN();
  });

  it('names the device’s zone from Intl', () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
