// The rendered paths are in src/features/events/ClientEventPage.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { periodSelectorModel } from './periodSelector.fixtures';
import { periodSelectorMachine } from './periodSelector.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';

describe('periodSelector machine', () => {
  const { values } = periodSelectorModel.input;
  // The list offers only `values`; a value from elsewhere (an old link, a stale list) is sent too.
  const paths = generateModelPaths(periodSelectorMachine, {
    input: periodSelectorModel.input,
    events: [...periodSelectorModel.events, { type: 'period.selected', value: '1999Q9' }],
    simplePaths: true,
  });

  it('opens and closes the list', () => {
    expect(reachedStates(paths)).toEqual(['closed', 'open']);
  });

  it('chooses every period offered, and never one that is not', () => {
    const chosen = new Set(paths.flatMap((path) => path.steps.map((step) => step.snapshot.context.selected)));
    expect([...chosen].sort()).toEqual([...values].sort());
  });
});
