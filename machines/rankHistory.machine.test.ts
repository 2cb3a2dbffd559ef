// The rendered paths are in src/features/rank-history/RankHistorySection.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import type { RoundPhase } from './roundPhases';
import { latestBegunRound, rankHistoryMachine } from './rankHistory.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { afterFinalization, duringRound, rankHistoryModelEvents } from './testing/fixtures/rankHistory';

describe('rankHistory machine', () => {
  // The history is provisional while the round runs and final once it is finalised, never both.
  it.each([
    ['during the round', 'listed.provisional', duringRound],
    ['after finalization', 'listed.final', afterFinalization],
  ])('%s, lists the history as %s', (_clock, listed, now) => {
    const paths = generateModelPaths(rankHistoryMachine, {
      input: { now: () => now },
      events: [...rankHistoryModelEvents],
      simplePaths: true,
    });
    expect(reachedStates(paths)).toEqual(['empty', 'failed', 'idle', listed, 'loading']);
  });
});

describe('latestBegunRound', () => {
  const phases: Record<number, RoundPhase> = { 1: 'ended', 2: 'ended', 3: 'notStarted' };
  it('is the latest entered round that has begun', () => {
    expect(latestBegunRound([1, 2, 3], (round) => phases[round]!)).toBe(2);
    expect(latestBegunRound([1], (round) => phases[round]!)).toBe(1);
    expect(latestBegunRound([3], (round) => phases[round]!)).toBeNull();
    expect(latestBegunRound([], () => 'ongoing')).toBeNull();
  });
});
