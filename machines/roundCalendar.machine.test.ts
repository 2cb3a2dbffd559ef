import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { instant } from '../contract/contest';
import type { CalendarFileRequest } from './roundCalendar';
import { roundCalendarMachine, type RoundCalendarEvent } from './roundCalendar.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

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
const fileName = file.fileName;

function start() {
  const save = promiseStub<string, CalendarFileRequest>();
  const actor = createActor(
    roundCalendarMachine.provide({ actors: { saveCalendarFile: save.logic } }),
  ).start();
  return { actor, save };
}

describeModelPaths(
  'roundCalendar machine',
  roundCalendarMachine,
  {
    events: [
      requested,
      { type: 'xstate.done.actor.saveCalendarFile', output: fileName } as never,
      { type: 'xstate.error.actor.saveCalendarFile', error: new Error('chunk failed') } as never,
    ],
  },
  {
    render: start,
    events: {
      'calendar.requested': ({ actor }) => actor.send(requested),
      'xstate.done.actor.saveCalendarFile': async ({ save }) => {
        save.resolve(fileName);
        await flushPromises();
      },
      'xstate.error.actor.saveCalendarFile': async ({ save }) => {
        save.reject(new Error('chunk failed'));
        await flushPromises();
      },
    },
    states: {
      idle: ({ actor }) => expect(actor.getSnapshot().context.fileName).toBeNull(),
      preparing: ({ actor, save }) => {
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(save.inputs.at(-1)).toEqual(file);
      },
      saved: ({ actor }) => expect(actor.getSnapshot().context.fileName).toBe(fileName),
      failed: ({ actor }) => expect(actor.getSnapshot().hasTag('busy')).toBe(false),
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('roundCalendar', () => {
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
