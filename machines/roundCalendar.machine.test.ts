import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ActivityStatus, instant, type RoundDetails } from '../contract/contest';
import { calendarMoments } from './roundCalendar';
import { roundCalendarMachine, type RoundCalendarEvent } from './roundCalendar.machine';
import { describeModelPaths } from './testing/modelPaths';
import { flushPromises, promiseStub } from './testing/promiseStub';

const details: RoundDetails = {
  currentRound: {
    matchRounds: 2,
    activityStatus: ActivityStatus.ONGOING,
    matchStartTime: instant('2026-11-01T00:00:00Z'),
    matchEndTime: instant('2026-11-30T23:59:00Z'),
  },
  nextRound: {
    matchRounds: 3,
    activityStatus: ActivityStatus.NOT_STARTED,
    matchStartTime: instant('2026-12-01T00:00:00Z'),
    matchEndTime: instant('2026-12-31T23:59:00Z'),
  },
  totalRounds: 4,
};
const requested: RoundCalendarEvent = { type: 'calendar.requested', phase: 'ongoing', details };
const fileName = 'doo-trader-round-2.ics';

function start() {
  const save = promiseStub<string, { moments: ReturnType<typeof calendarMoments> }>();
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
        expect(save.inputs.at(-1)).toEqual({ moments: calendarMoments('ongoing', details) });
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
  it('offers no file after the last round', () => {
    const { actor, save } = start();
    actor.send({ type: 'calendar.requested', phase: 'ended', details: { ...details, nextRound: null } });
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
