import type { Instant } from '../contract/contest';

/**
 * The viewer's time zone and its offsets, from Temporal where the browser has it (Chromium 144+, Firefox 139+),
 * else from `Intl`. A page's first `Intl` date format loads the engine's locale and time-zone data: 22–69 ms in
 * Chromium here, in the task that asks, four times that on a slow phone. Temporal's zones load none of it: under
 * a millisecond for the zone's name and each offset, measured on a fresh page.
 */
interface TemporalTimeZones {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(timeZone: string): { offsetNanoseconds: number };
    };
  };
}

const temporal = (): TemporalTimeZones | undefined =>
  (globalThis as { Temporal?: TemporalTimeZones }).Temporal;

/** The device's time zone, as its browser names it (IANA). */
export function deviceTimeZone(): string | undefined {
  return temporal()?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Minutes `timeZone` is ahead of UTC at `at` (negative west of Greenwich); NaN for a zone the browser cannot read. */
export function zoneOffsetMinutes(timeZone: string, at: Instant): number {
  const zones = temporal();
  try {
    if (zones)
      return zones.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).offsetNanoseconds / 60e9;
    return intlOffsetMinutes(timeZone, at);
  } catch (error) {
    if (error instanceof RangeError) return Number.NaN;
    throw error;
  }
}

/** `Intl` names the offset `GMT` at UTC+0, else `GMT+08:00` or `GMT-03:30`. */
const longOffset = /^GMT(?:([+\-−])(\d{2}):(\d{2}))?$/;

function intlOffsetMinutes(timeZone: string, at: Instant): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find(({ type }) => type === 'timeZoneName')?.value;
  const match = name === undefined ? null : longOffset.exec(name);
  if (!match) return Number.NaN;
  const [, sign, hours = '0', minutes = '0'] = match;
  const size = Number(hours) * 60 + Number(minutes);
  return sign === '+' || size === 0 ? size : -size;
}
