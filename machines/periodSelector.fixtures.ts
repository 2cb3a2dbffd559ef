import type { EventFromLogic, InputFrom } from 'xstate';
import type { periodSelectorMachine } from './periodSelector.machine';

// Plain data for the machine's test and the client event page's rendered test.

/** The client event's three periods, newest first, as the list offers them. */
export const periodSelectorModel = {
  input: { values: ['2025Q1', '2024Q4', '2024Q3'] } satisfies InputFrom<typeof periodSelectorMachine>,
  events: [
    { type: 'selector.toggled' },
    { type: 'selector.dismissed' },
    { type: 'period.selected', value: '2024Q4' },
    { type: 'period.selected', value: '2024Q3' },
  ] satisfies Array<EventFromLogic<typeof periodSelectorMachine>>,
};
