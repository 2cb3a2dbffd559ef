import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { collectInspection, EVENTS_KEPT, type InspectorState } from './collector';

const toggle = createMachine({
  id: 'toggle',
  context: { flips: 0 },
  initial: 'off',
  states: {
    off: { meta: { description: 'Off.' }, on: { flip: 'on' } },
    on: { meta: { description: 'On.' }, on: { flip: 'off' } },
  },
});

/** Runs real actors with an inspector that feeds the collector, at a fixed clock. */
function inspected() {
  let state: InspectorState = [];
  let now = 1_000;
  const inspect = (event: InspectionEvent) => {
    state = collectInspection(state, event, now);
  };
  return {
    inspect,
    state: () => state,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('collectInspection', () => {
  it('lists a root machine once it starts, with its state and the start event', () => {
    const page = inspected();
    const actor = createActor(toggle, { inspect: page.inspect });
    expect(page.state()).toEqual([]);
    actor.start();
    const [machine] = page.state();
    expect(page.state()).toHaveLength(1);
    expect(machine?.machineId).toBe('toggle');
    expect(machine?.snapshot.value).toBe('off');
    expect(machine?.events.map(({ event, at }) => [event.type, at])).toEqual([['xstate.init', 1_000]]);
  });

  it('follows its state and keeps the last events, newest first, with their time', () => {
    const page = inspected();
    const actor = createActor(toggle, { inspect: page.inspect }).start();
    for (let flip = 0; flip < EVENTS_KEPT + 2; flip += 1) {
      page.tick(10);
      actor.send({ type: 'flip' });
    }
    const [machine] = page.state();
    expect(machine?.snapshot.value).toBe('off');
    expect(machine?.events).toHaveLength(EVENTS_KEPT);
    expect(machine?.events[0]).toEqual({ at: 1_120, event: { type: 'flip' } });
    expect(machine?.events.at(-1)?.at).toBe(1_030);
  });

  it('drops a machine when it stops, and keeps the others in the order they started', () => {
    const page = inspected();
    const first = createActor(toggle, { inspect: page.inspect }).start();
    const second = createActor(createMachine({ id: 'other', initial: 'idle', states: { idle: {} } }), {
      inspect: page.inspect,
    }).start();
    expect(page.state().map(({ machineId }) => machineId)).toEqual(['toggle', 'other']);
    first.stop();
    expect(page.state().map(({ machineId }) => machineId)).toEqual(['other']);
    second.stop();
    expect(page.state()).toEqual([]);
  });

  it('leaves out invoked children and actors that are not machines, but records what they send back', async () => {
    const page = inspected();
    const { fromPromise } = await import('xstate');
    const loader = createMachine({
      id: 'loader',
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: fromPromise(async () => 42), onDone: 'done' } },
        done: {},
      },
    });
    createActor(loader, { inspect: page.inspect }).start();
    createActor(
      fromPromise(async () => 1),
      { inspect: page.inspect },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.state().map(({ machineId }) => machineId)).toEqual(['loader']);
    expect(page.state()[0]?.snapshot.value).toBe('done');
    expect(page.state()[0]?.events.map(({ event }) => event.type)).toEqual([
      'xstate.done.actor.load',
      'xstate.init',
    ]);
  });

  it('ignores a replayed start of a machine already stopped', () => {
    const events: InspectionEvent[] = [];
    createActor(toggle, { inspect: (event) => events.push(event) })
      .start()
      .stop();
    const start = events.find((event) => event.type === '@xstate.event')!;
    expect(collectInspection([], start, 0)).toEqual([]);
  });
});
