// The rendered paths are in src/features/events/ClientEventPage.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { periodSelectorMachine } from './periodSelector.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';

describe('periodSelector machine', () => {
  const values = ['2025Q1', '2024Q4', '2024Q3'];
  // The list offers only `values`; a value from elsewhere (an old link, a stale list) is sent too.
  const paths = generateModelPaths(periodSelectorMachine, {
    input: { values },
    events: [
      { type: 'selector.toggled' },
      { type: 'selector.dismissed' },
      { type: 'period.selected', value: '2024Q4' },
      { type: 'period.selected', value: '2024Q3' },
      { type: 'period.selected', value: '1999Q9' },
    ],
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
