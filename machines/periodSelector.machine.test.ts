import { expect } from 'vitest';
import { createActor } from 'xstate';
import { periodSelectorMachine } from './periodSelector.machine';
import { describeModelPaths } from './testing/modelPaths';

const values = ['2025Q1', '2024Q4', '2024Q3'];

describeModelPaths(
  'periodSelector machine',
  periodSelectorMachine,
  {
    input: { values },
    events: [
      { type: 'selector.toggled' },
      { type: 'selector.dismissed' },
      { type: 'period.selected', value: '2024Q4' },
      { type: 'period.selected', value: '2024Q3' },
      { type: 'period.selected', value: '1999Q9' },
    ],
    simplePaths: true,
  },
  {
    render: () => createActor(periodSelectorMachine, { input: { values } }).start(),
    events: {
      'selector.toggled': (actor) => actor.send({ type: 'selector.toggled' }),
      'selector.dismissed': (actor) => actor.send({ type: 'selector.dismissed' }),
      'period.selected': (actor, event) => actor.send(event),
    },
    states: {
      closed: (actor, expected) => {
        expect(actor.getSnapshot().hasTag('expanded')).toBe(false);
        expect(actor.getSnapshot().context.selected).toBe(expected.context.selected);
      },
      open: (actor, expected) => {
        expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
        expect(actor.getSnapshot().context.selected).toBe(expected.context.selected);
        // A value that is not offered never becomes the choice.
        expect(values).toContain(actor.getSnapshot().context.selected);
      },
    },
    cleanup: (actor) => {
      actor.stop();
    },
  },
);
