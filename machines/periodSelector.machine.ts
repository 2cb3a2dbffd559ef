import { assign, setup } from 'xstate';

/**
 * §2: the client event's static list of periods, newest first; the transaction history's
 * `activityRound` 1–3 selects the same three. `isClaimed` marks a period whose prizes are handed out.
 */
export const CLIENT_EVENT_PERIODS = [
  { value: '2025Q1', isClaimed: false },
  { value: '2024Q4', isClaimed: false },
  { value: '2024Q3', isClaimed: true },
] as const;

export type ClientEventPeriodValue = (typeof CLIENT_EVENT_PERIODS)[number]['value'];

export interface PeriodSelectorInput {
  /** The values the list offers, in display order. */
  values: readonly string[];
  /** The value chosen at first; the first of `values` when left out or unknown. */
  selected?: string;
}

export type PeriodSelectorEvent =
  | { type: 'selector.toggled' }
  /** An outside click or Escape (§2): the list closes and the choice stays. */
  | { type: 'selector.dismissed' }
  | { type: 'period.selected'; value: string };

/**
 * The client event's period selector (§2): a list that is open or closed and holds the chosen period.
 * Choosing a period closes the list; an outside click or Escape closes it without a change.
 */
export const periodSelectorMachine = setup({
  types: {
    context: {} as { values: readonly string[]; selected: string },
    input: {} as PeriodSelectorInput,
    events: {} as PeriodSelectorEvent,
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'period.selected' && context.values.includes(event.value),
  },
  actions: {
    select: assign({
      selected: ({ context, event }) => (event.type === 'period.selected' ? event.value : context.selected),
    }),
  },
}).createMachine({
  meta: {
    description: "The period selector of the client event page: which quarter's prize status the page shows.",
  },
  id: 'periodSelector',
  context: ({ input }) => ({
    values: input.values,
    selected:
      input.selected !== undefined && input.values.includes(input.selected)
        ? input.selected
        : (input.values[0] ?? ''),
  }),
  initial: 'closed',
  states: {
    closed: {
      meta: {
        description:
          "The *Period* button names the chosen quarter, and the page shows that quarter's prize status.",
      },
      on: { 'selector.toggled': 'open' },
    },
    open: {
      meta: {
        description:
          'The "Event periods" list: each quarter, the chosen one marked, with its prize status ("Prize to claim", "Prizes handed out").',
      },
      tags: ['expanded'],
      on: {
        'selector.toggled': 'closed',
        'selector.dismissed': 'closed',
        'period.selected': { guard: 'isOffered', target: 'closed', actions: 'select' },
      },
    },
  },
});
