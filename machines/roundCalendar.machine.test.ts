// The rendered paths are in src/features/round-calendar/RoundCalendar.test.tsx; here, what the machine alone decides.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { instant } from '../contract/contest';
import type { CalendarFileRequest } from './roundCalendar';
import { roundCalendarMachine, type RoundCalendarEvent } from './roundCalendar.machine';
import { generateModelPaths, reachedStates } from './testing/modelPaths';
import { promiseStub } from './testing/promiseStub';

const file: CalendarFileRequest = {
  fileName: 'doo-trader-round-times.ics',
  url: 'https://promo.example.com/doo-trader',
  stamp: instant('2026-11-24T08:00:00Z'),
  entries: [
    {
      uid: 'doo-trader-round-2-end@promo.example.com',
      at: instant('2026-11-30T23:59:00Z'),
      summary: 'Doo Trader contest: Round 2 ends',
      description: 'Round 2 ends at Nov 30, 2026, 23:59 (UTC+0).',
    },
  ],
};
const requested: RoundCalendarEvent = { type: 'calendar.requested', file };

function start() {
  const save = promiseStub<string, CalendarFileRequest>();
  const actor = createActor(
    roundCalendarMachine.provide({ actors: { saveCalendarFile: save.logic } }),
  ).start();
  return { actor, save };
}

describe('roundCalendar machine', () => {
  it('prepares the file, then saves it or fails', () => {
    const paths = generateModelPaths(roundCalendarMachine, {
      events: [
        requested,
        { type: 'xstate.done.actor.saveCalendarFile', output: file.fileName } as never,
        { type: 'xstate.error.actor.saveCalendarFile', error: new Error('chunk failed') } as never,
      ],
    });
    expect(reachedStates(paths)).toEqual(['failed', 'idle', 'preparing', 'saved']);
  });

  it('makes no file without an event in it', () => {
    const { actor, save } = start();
    actor.send({ type: 'calendar.requested', file: { ...file, entries: [] } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(save.inputs).toEqual([]);
  });

  it('makes one file at a time: a second click while busy is ignored', () => {
    const { actor, save } = start();
    actor.send(requested);
    actor.send(requested);
    expect(save.inputs).toHaveLength(1);
  });
});
