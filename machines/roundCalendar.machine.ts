import { assign, fromPromise, setup } from 'xstate';
import type { CalendarFileRequest } from './roundCalendar';

export interface RoundCalendarContext {
  /** The name of the last file saved, which the person is told. */
  fileName: string | null;
}

export type RoundCalendarEvent = {
  type: 'calendar.requested';
  /** The file of the moments `calendarMoments` chose, in the person's words. */
  file: CalendarFileRequest;
};

/**
 * "Add to calendar" (issue 14): the person asks for a calendar file of the coming round times; its code
 * loads, builds the file and saves it (the `saveCalendarFile` actor, provided by the feature, answers the
 * file's name), and the person is told it is saved, or that it failed with the button to try again. One
 * file at a time: a click while one is being made does nothing.
 */
export const roundCalendarMachine = setup({
  types: {
    context: {} as RoundCalendarContext,
    events: {} as RoundCalendarEvent,
  },
  actors: {
    saveCalendarFile: fromPromise<string, CalendarFileRequest>(() => {
      throw new Error('roundCalendar: the `saveCalendarFile` actor was not provided');
    }),
  },
  guards: {
    hasEntries: ({ event }) => event.file.entries.length > 0,
  },
}).createMachine({
  meta: {
    description:
      'Add to calendar: a file with the coming round start and end times that a calendar app imports.',
  },
  id: 'roundCalendar',
  context: { fileName: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'The "Add to calendar" button shows under the round times.' },
      on: { 'calendar.requested': { guard: 'hasEntries', target: 'preparing' } },
    },
    preparing: {
      tags: ['busy'],
      meta: { description: '"Add to calendar" is busy while the calendar file is made.' },
      invoke: {
        id: 'saveCalendarFile',
        src: 'saveCalendarFile',
        input: ({ event }) => (event as RoundCalendarEvent).file,
        onDone: { target: 'saved', actions: assign({ fileName: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    saved: {
      meta: {
        description:
          'The calendar file is downloaded; a screen reader hears its name, and "Add to calendar" can save it again.',
      },
      on: { 'calendar.requested': { guard: 'hasEntries', target: 'preparing' } },
    },
    failed: {
      meta: {
        description:
          'The calendar file could not be made: a message says so and "Add to calendar" tries again.',
      },
      on: { 'calendar.requested': { guard: 'hasEntries', target: 'preparing' } },
    },
  },
});
