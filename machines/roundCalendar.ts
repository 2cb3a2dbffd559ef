import type { Instant, RoundDetails, RoundInfo } from '../contract/contest';
import type { CountdownPhase } from './countdownPhase';
import { zoneOffsetMinutes } from './timeZone';

/** One instant a trader may put in a calendar: a round's start or its end. */
export interface RoundMoment {
  round: number;
  kind: 'start' | 'end';
  at: Instant;
}

const startOf = (round: RoundInfo): RoundMoment => ({
  round: round.matchRounds,
  kind: 'start',
  at: round.matchStartTime,
});
const endOf = (round: RoundInfo): RoundMoment => ({
  round: round.matchRounds,
  kind: 'end',
  at: round.matchEndTime,
});

/**
 * What "Add to calendar" puts in the file, by the countdown's phase (docs/readings.md): before a round, its
 * start and end; while one runs, its end (the last moment a trade counts) and the next round's start and
 * end; between rounds, the next round's; after the last round, nothing.
 */
export function calendarMoments(phase: CountdownPhase, details: RoundDetails): RoundMoment[] {
  const { currentRound, nextRound } = details;
  switch (phase) {
    case 'notStarted':
      return [startOf(currentRound), endOf(currentRound)];
    case 'ongoing':
      return [endOf(currentRound), ...(nextRound ? [startOf(nextRound), endOf(nextRound)] : [])];
    case 'betweenRounds':
      return nextRound ? [startOf(nextRound), endOf(nextRound)] : [];
    case 'ended':
      return [];
  }
}

/** One event of the calendar file: a round's start or end, in the person's words. */
export interface CalendarEntry {
  /** Stable across downloads, so that importing the file again updates the event instead of adding one. */
  uid: string;
  at: Instant;
  summary: string;
  description: string;
}

/** The calendar file the person asked for: its events, the page they link back to, and its name. */
export interface CalendarFileRequest {
  fileName: string;
  entries: readonly CalendarEntry[];
  /** The page the file came from; each event links back to it. */
  url: string;
  /** When the file is made, on the service's clock (DTSTAMP). */
  stamp: Instant;
}

/** An instant and the viewer's offset from UTC at that instant (it differs across a daylight-saving change). */
export interface ZonedInstant {
  at: Instant;
  offsetMinutes: number;
}

/**
 * A round's times for a viewer in `timeZone` (an IANA name, as the browser names it: `timeZone.ts`). The official time is
 * UTC+0 (§3): a zone on UTC+0 at both instants reads the official time and is not shown it twice; a zone
 * the device names but its browser cannot read gets no second time rather than a wrong one.
 */
export type ViewerRoundTimes =
  | { kind: 'unknownZone' }
  | { kind: 'official'; timeZone: string }
  | { kind: 'own'; timeZone: string; start: ZonedInstant; end: ZonedInstant };

export function viewerRoundTimes(
  round: Pick<RoundInfo, 'matchStartTime' | 'matchEndTime'>,
  timeZone: string | undefined,
): ViewerRoundTimes {
  if (!timeZone) return { kind: 'unknownZone' };
  const zoned = (at: Instant): ZonedInstant => ({
    at,
    offsetMinutes: zoneOffsetMinutes(timeZone, at),
  });
  const start = zoned(round.matchStartTime);
  const end = zoned(round.matchEndTime);
  if (Number.isNaN(start.offsetMinutes) || Number.isNaN(end.offsetMinutes)) return { kind: 'unknownZone' };
  if (start.offsetMinutes === 0 && end.offsetMinutes === 0) return { kind: 'official', timeZone };
  return { kind: 'own', timeZone, start, end };
}
