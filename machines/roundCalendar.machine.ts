import { assign, fromPromise, setup } from 'xstate';
import type { RoundDetails } from '../contract/contest';
import { calendarMoments, type RoundMoment } from './roundCalendar';
import type { CountdownPhase } from './roundCountdown.machine';

export interface RoundCalendarContext {
  /** The moments of the last file asked for, as `calendarMoments` chose them. */
  moments: RoundMoment[];
  /** The name of the last file saved, which the person is told. */
  fileName: string | null;
}

export type RoundCalendarEvent = {
  type: 'calendar.requested';
  /** What the round countdown knows when the person asks: the file follows its phase. */
  phase: CountdownPhase;
  details: RoundDetails;
};

/**
 * "Add to calendar" (issue 14): the person asks for a calendar file of the coming round times; its code
 * loads, builds the file and saves it (the `saveCalendarFile` actor, provided by the feature, answers the
 * file's name), and the person is told it is saved, or that it failed with the button to try again.
 */
export const roundCalendarMachine = setup({
  types: {
    context: {} as RoundCalendarContext,
    events: {} as RoundCalendarEvent,
  },
  actors: {
    saveCalendarFile: fromPromise<string, { moments: RoundMoment[] }>(() => {
      throw new Error('roundCalendar: the `saveCalendarFile` actor was not provided');
    }),
  },
  guards: {
    hasMoments: ({ event }) => calendarMoments(event.phase, event.details).length > 0,
  },
}).createMachine({
  meta: {
    description:
      'Add to calendar: a file with the coming round start and end times that a calendar app imports.',
  },
  id: 'roundCalendar',
  context: { moments: [], fileName: null },
  initial: 'idle',
  on: {
    'calendar.requested': {
      guard: 'hasMoments',
      target: '.preparing',
      actions: assign({ moments: ({ event }) => calendarMoments(event.phase, event.details) }),
    },
  },
  states: {
    idle: {
      meta: { description: 'The "Add to calendar" button shows under the round times.' },
    },
    preparing: {
      tags: ['busy'],
      meta: { description: '"Add to calendar" is busy while the calendar file is made.' },
      on: { 'calendar.requested': {} },
      invoke: {
        id: 'saveCalendarFile',
        src: 'saveCalendarFile',
        input: ({ context }) => ({ moments: context.moments }),
        onDone: { target: 'saved', actions: assign({ fileName: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    saved: {
      meta: {
        description:
          'The calendar file is downloaded; a screen reader hears its name, and "Add to calendar" can save it again.',
      },
    },
    failed: {
      meta: {
        description:
          'The calendar file could not be made: a message says so and "Add to calendar" tries again.',
      },
    },
  },
});
