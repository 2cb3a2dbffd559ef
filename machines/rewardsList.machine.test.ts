import { describe, expect, it } from 'vitest';
import { rewardsListMachine } from './rewardsList.machine';
import { generateModelPaths } from './testing/modelPaths';

// The rendered paths are in src/features/transaction-history/RewardsHistory.test.tsx; here, what the machine alone decides.
describe('rewardsList machine', () => {
  const filters = { activityType: 'rebate2025_activity' } as const;
  const paths = generateModelPaths(rewardsListMachine, {
    input: { filters },
    events: [
      { type: 'xstate.done.actor.loadRewards', output: { records: [], total: 12 } },
      { type: 'page.selected', page: 0 },
      { type: 'page.selected', page: 3 },
      { type: 'filters.changed', filters },
    ] as never,
  });

  it('lists nothing as empty, and ignores pages out of range and filters that did not change', () => {
    const reached = paths.map((path) => path.steps.at(-1)?.snapshot.value);
    expect(reached).toEqual([undefined, 'empty']);
  });
});
