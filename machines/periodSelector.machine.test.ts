import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { periodSelectorMachine } from './periodSelector.machine';

// The rendered paths (ClientEventPage.test.tsx) cover opening, dismissing and choosing an offered
// period; what no button can send, a value the list does not offer, is checked here.
describe('periodSelector machine', () => {
  it('ignores a value that is not offered: the list stays open and the choice stays', () => {
    const actor = createActor(periodSelectorMachine, { input: { values: ['2025Q1', '2024Q4'] } }).start();
    actor.send({ type: 'selector.toggled' });
    actor.send({ type: 'period.selected', value: '1999Q9' });
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
    expect(actor.getSnapshot().context.selected).toBe('2025Q1');
    actor.stop();
  });
});
