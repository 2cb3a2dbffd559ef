import { describe, expect, it } from 'vitest';
import { instant, type RoundDetails, type RoundInfo } from '../../../contract';
import type { CountdownPhase } from '../../../machines/roundCountdown.machine';
import { rankedRound, roundMessage } from './bannerCopy';

const round = (matchRounds: number, activityStatus: 0 | 1 | 2): RoundInfo => ({
  matchRounds,
  activityStatus,
  matchStartTime: instant(`2026-0${matchRounds}-01T00:00:00.000Z`),
  matchEndTime: instant(`2026-0${matchRounds}-28T23:59:59.000Z`),
});
const phaseOf = ({ currentRound, nextRound }: RoundDetails): CountdownPhase =>
  (['notStarted', 'ongoing', nextRound ? 'betweenRounds' : 'ended'] as const)[currentRound.activityStatus];
const details = (current: RoundInfo, next: RoundInfo | null): RoundDetails => ({
  currentRound: current,
  nextRound: next,
  totalRounds: 4,
});

describe('roundMessage', () => {
  it.each([
    [
      'not started',
      details(round(2, 0), round(3, 0)),
      false,
      { kind: 'startsOn', round: 2, date: instant('2026-02-01T00:00:00.000Z') },
    ],
    [
      'ongoing',
      details(round(2, 1), round(3, 0)),
      false,
      { kind: 'runsUntil', round: 2, date: instant('2026-02-28T23:59:59.000Z') },
    ],
    [
      'finished with a next round',
      details(round(2, 2), round(3, 0)),
      false,
      { kind: 'endedNextOn', round: 2, next: 3, date: instant('2026-03-01T00:00:00.000Z') },
    ],
    ['after the last round', details(round(4, 2), null), false, { kind: 'contestEnded' }],
    [
      'round 1 for jp and id',
      details(round(1, 1), round(2, 0)),
      true,
      { kind: 'runsUntil', round: null, date: instant('2026-01-28T23:59:59.000Z') },
    ],
    [
      'shifted next round',
      details(round(1, 2), round(2, 0)),
      true,
      { kind: 'endedNextOn', round: null, next: 1, date: instant('2026-02-01T00:00:00.000Z') },
    ],
  ] as const)('%s', (_, input, shifted, expected) => {
    expect(roundMessage(phaseOf(input), input, shifted)).toEqual(expected);
  });

  it('links to the rankings once a round has started', () => {
    expect(rankedRound({ kind: 'startsOn', round: 1, date: 0 })).toBe('none');
    expect(rankedRound({ kind: 'runsUntil', round: 3, date: 0 })).toBe(3);
    expect(rankedRound({ kind: 'contestEnded' })).toBeNull();
  });
});
