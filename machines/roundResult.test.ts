import { describe, expect, it } from 'vitest';
import { instant } from '../contract/contest';
import { FINALIZATION_DELAY_MS, finalizedAt, roundResult } from './roundResult';

const round = {
  matchStartTime: instant('2026-03-05T00:00:00Z'),
  matchEndTime: instant('2026-04-02T00:00:00Z'),
};

describe('roundResult', () => {
  it('has no result before the start, a provisional one from the start to 30 days after the end', () => {
    expect(roundResult(round, round.matchStartTime - 1)).toBe('notStarted');
    expect(roundResult(round, round.matchStartTime)).toBe('provisional');
    expect(roundResult(round, round.matchEndTime)).toBe('provisional');
    expect(roundResult(round, finalizedAt(round) - 1)).toBe('provisional');
  });

  it('is final from the 30th day after the end on', () => {
    expect(finalizedAt(round)).toBe(instant('2026-05-02T00:00:00Z'));
    expect(FINALIZATION_DELAY_MS).toBe(30 * 86_400_000);
    expect(roundResult(round, finalizedAt(round))).toBe('final');
    expect(roundResult(round, finalizedAt(round) + 400 * 86_400_000)).toBe('final');
  });
});
