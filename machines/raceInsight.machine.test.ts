// The rendered paths are in src/features/race-insight/RaceInsightSection.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { raceInsightMachine } from './raceInsight.machine';
import { raceInsightModel } from './raceInsight.fixtures';
import { generateModelPaths, reachedStates } from './testing/modelPaths';

describe('raceInsight machine', () => {
  it('reaches the states of the ranking’s answers and Try again', () => {
    expect(reachedStates(generateModelPaths(raceInsightMachine, raceInsightModel))).toEqual([
      'failed',
      'loading',
      'placed',
      'placedWithoutPrize',
      'unplaced',
    ]);
  });
});
