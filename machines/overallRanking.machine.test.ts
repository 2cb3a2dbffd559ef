import { describe, expect, it } from 'vitest';
import { overallRankingMachine } from './overallRanking.machine';
import { rankingRecordsSample } from './overallRanking.fixtures';
import { entryCategories } from './testing/leaderboardModel';
import { generateModelPaths } from './testing/modelPaths';

// The rendered paths are in src/features/race/OverallRanking.test.tsx; here, what the machine alone decides.
describe('overallRanking machine', () => {
  const paths = generateModelPaths(overallRankingMachine, {
    input: { round: 2, tradingType: 2, categories: entryCategories },
    events: [
      { type: 'xstate.done.actor.loadRanking', output: rankingRecordsSample },
      { type: 'xstate.done.actor.loadRanking', output: [] },
      { type: 'xstate.error.actor.loadRanking', error: new Error('offline') },
      { type: 'retry.requested' },
    ] as never,
  });

  it("judges each ranked account's prize against the category's minimums", () => {
    const listed = paths.map((path) => path.steps.at(-1)?.snapshot).find((s) => s?.matches('listed'));
    const { prizes } = listed!.context;
    expect(prizes[10005]).toMatchObject({ kind: 'eligible' });
    expect(prizes[10006]).toMatchObject({
      kind: 'depends',
      missing: [{ requirement: 'duration', short: 4 }],
    });
    expect(prizes[10009]).toMatchObject({ kind: 'depends', missing: [{ requirement: 'trades' }] });
  });
});
