import { describe, expect, it } from 'vitest';
import { displayRound, progressMarkers } from './roundShift';

const labels = (totalRounds: number, shifted: boolean) =>
  progressMarkers(totalRounds, shifted).map(({ label }) =>
    label.kind === 'round' ? `R${label.round}` : label.kind,
  );

describe('progressMarkers (§4 progress, round shift)', () => {
  it('draws totalRounds + 2 markers for everyone but jp and id', () => {
    expect(labels(4, false)).toEqual(['start', 'R1', 'R2', 'R3', 'R4', 'finish']);
    expect(progressMarkers(4, false).map((marker) => marker.position)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('gives the hidden round 1 no marker for jp and id, and numbers the rest shifted down by one', () => {
    expect(labels(4, true)).toEqual(['start', 'R1', 'R2', 'R3', 'finish']);
    // The shown rounds keep their places on the track, so it still matches the elapsed time.
    expect(progressMarkers(4, true).map((marker) => marker.position)).toEqual([0, 40, 60, 80, 100]);
  });

  it('has only the start and the end before the rounds are known', () => {
    expect(labels(0, false)).toEqual(['start', 'finish']);
    expect(labels(0, true)).toEqual(['start', 'finish']);
  });

  it('keeps keys unique', () => {
    const keys = progressMarkers(3, true).map((marker) => marker.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('displayRound', () => {
  it('shifts down by one and hides round 1 when shifted', () => {
    expect([1, 2, 3].map((round) => displayRound(round, true))).toEqual([null, 1, 2]);
    expect([1, 2, 3].map((round) => displayRound(round, false))).toEqual([1, 2, 3]);
  });
});
