import { describe, expect, it } from 'vitest';
import { ActivityStatus, instant, type RoundDetails } from '../contract/contest';
import { calendarMoments, viewerRoundTimes } from './roundCalendar';

const round = (matchRounds: number, start: string, end: string, activityStatus: ActivityStatus) => ({
  matchRounds,
  activityStatus,
  matchStartTime: instant(start),
  matchEndTime: instant(end),
});
const round2 = round(2, '2026-11-01T00:00:00Z', '2026-11-30T23:59:00Z', ActivityStatus.ONGOING);
const round3 = round(3, '2026-12-01T00:00:00Z', '2026-12-31T23:59:00Z', ActivityStatus.NOT_STARTED);
const details = (currentRound = round2, nextRound: typeof round3 | null = round3): RoundDetails => ({
  currentRound,
  nextRound,
  totalRounds: 4,
});

describe('calendarMoments: what "Add to calendar" saves', () => {
  it('before a round: its start and end', () => {
    expect(calendarMoments('notStarted', details(round3, null))).toEqual([
      { round: 3, kind: 'start', at: round3.matchStartTime },
      { round: 3, kind: 'end', at: round3.matchEndTime },
    ]);
  });

  it('while a round runs: its end, then the next round’s start and end', () => {
    expect(calendarMoments('ongoing', details())).toEqual([
      { round: 2, kind: 'end', at: round2.matchEndTime },
      { round: 3, kind: 'start', at: round3.matchStartTime },
      { round: 3, kind: 'end', at: round3.matchEndTime },
    ]);
  });

  it('while the last round runs: its end only', () => {
    expect(calendarMoments('ongoing', details(round2, null))).toEqual([
      { round: 2, kind: 'end', at: round2.matchEndTime },
    ]);
  });

  it('between rounds: the next round’s start and end', () => {
    expect(calendarMoments('betweenRounds', details()).map(({ round, kind }) => [round, kind])).toEqual([
      [3, 'start'],
      [3, 'end'],
    ]);
  });

  it('after the last round: nothing', () => {
    expect(calendarMoments('ended', details(round2, null))).toEqual([]);
  });
});

describe('viewerRoundTimes: a round in the viewer’s own time zone', () => {
  it.each([
    ['Asia/Shanghai', 480, 480],
    ['Asia/Tokyo', 540, 540],
    ['America/New_York', -300, -300],
    ['Asia/Kolkata', 330, 330],
  ])('%s is %i minutes from UTC at the start, %i at the end', (timeZone, startOffset, endOffset) => {
    expect(viewerRoundTimes(round3, timeZone)).toEqual({
      kind: 'own',
      timeZone,
      start: { at: round3.matchStartTime, offsetMinutes: startOffset },
      end: { at: round3.matchEndTime, offsetMinutes: endOffset },
    });
  });

  it('across New York’s change to daylight saving time, each instant has its own offset', () => {
    // 8 March 2026, 2:00 EST: clocks go forward an hour.
    const march = round(4, '2026-03-01T00:00:00Z', '2026-03-31T23:59:00Z', ActivityStatus.NOT_STARTED);
    const times = viewerRoundTimes(march, 'America/New_York');
    expect(times).toMatchObject({
      kind: 'own',
      start: { offsetMinutes: -300 },
      end: { offsetMinutes: -240 },
    });
  });

  it.each(['UTC', 'Etc/UTC', 'Etc/GMT'])(
    '%s reads the official time (UTC+0) and is not told it twice',
    (zone) => {
      expect(viewerRoundTimes(round3, zone)).toEqual({ kind: 'official', timeZone: zone });
    },
  );

  it('London is on the official time in winter, and has its own in summer', () => {
    expect(viewerRoundTimes(round3, 'Europe/London').kind).toBe('official');
    const june = round(5, '2026-06-01T00:00:00Z', '2026-06-30T23:59:00Z', ActivityStatus.NOT_STARTED);
    expect(viewerRoundTimes(june, 'Europe/London')).toMatchObject({
      kind: 'own',
      start: { offsetMinutes: 60 },
      end: { offsetMinutes: 60 },
    });
  });

  it.each([undefined, '', 'Mars/Olympus_Mons'])('a zone it cannot read (%s) gets no second time', (zone) => {
    expect(viewerRoundTimes(round3, zone)).toEqual({ kind: 'unknownZone' });
  });
});
