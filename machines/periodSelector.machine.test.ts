import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { periodSelectorMachine } from './periodSelector.machine';

// The rendered paths (ClientEventPage.test.tsx) open the list and choose an offered period. Closing it
// without a choice (their shortest paths never need to) and a value the list does not offer are checked here.
describe('periodSelector machine', () => {
  const values = ['2025Q1', '2024Q4'];

  it.each(['selector.dismissed', 'selector.toggled'] as const)(
    'closes the list on %s and keeps the choice',
    (type) => {
      const actor = createActor(periodSelectorMachine, { input: { values, selected: '2024Q4' } }).start();
      actor.send({ type: 'selector.toggled' });
      expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
      actor.send({ type });
      expect(actor.getSnapshot().hasTag('expanded')).toBe(false);
      expect(actor.getSnapshot().context.selected).toBe('2024Q4');
      actor.stop();
    },
  );

  it('ignores a value that is not offered: the list stays open and the choice stays', () => {
    const actor = createActor(periodSelectorMachine, { input: { values } }).start();
    actor.send({ type: 'selector.toggled' });
    actor.send({ type: 'period.selected', value: '1999Q9' });
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
    expect(actor.getSnapshot().context.selected).toBe('2025Q1');
    actor.stop();
  });
});
