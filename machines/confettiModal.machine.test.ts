import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { confettiModalMachine, DEFAULT_CONFETTI_MS, type ConfettiModalInput } from './confettiModal.machine';
import { delayedEventTypes, describeModelPaths } from './testing/modelPaths';

const delayed = delayedEventTypes(confettiModalMachine);
const autoCloseMs = 8000;

function start(input: ConfettiModalInput) {
  const clock = new SimulatedClock();
  const actor = createActor(confettiModalMachine, { input, clock });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, clock, emitted, opened: 0, elapsedSinceOpen: 0 };
}
type System = ReturnType<typeof start>;

// Each delayed event is carried out by moving the clock to the moment that timer fires.
const advanceTo = (system: System, ms: number) => {
  system.clock.increment(Math.max(0, ms - system.elapsedSinceOpen));
  system.elapsedSinceOpen = ms;
};
const executors = {
  'open.requested': (system: System) => {
    system.elapsedSinceOpen = 0;
    system.opened += 1;
    system.actor.send({ type: 'open.requested' });
  },
  'close.requested': (system: System) => system.actor.send({ type: 'close.requested' }),
  [delayed.find((type) => type.includes('autoClose'))!]: (system: System) => advanceTo(system, autoCloseMs),
  [delayed.find((type) => type.includes('confettiDuration'))!]: (system: System) =>
    advanceTo(system, DEFAULT_CONFETTI_MS),
};
const states = {
  closed: ({ actor, emitted, opened }: System) => {
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    // Every close announced itself once, so confetti never outlives its modal.
    expect(emitted.filter((type) => type === 'modal-closed')).toHaveLength(opened);
  },
  'open.celebrating': ({ actor, emitted }: System) => {
    expect(actor.getSnapshot().hasTag('confetti')).toBe(true);
    expect(emitted.at(-1)).toBe('confetti');
  },
  'open.still': ({ actor, emitted }: System) => {
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().hasTag('confetti')).toBe(false);
    expect(emitted.at(-1)).not.toBe('modal-closed');
  },
};

for (const reducedMotion of [false, true]) {
  const input = { autoCloseMs, reducedMotion };
  describeModelPaths(
    `confettiModal machine${reducedMotion ? ' (prefers reduced motion)' : ''}`,
    confettiModalMachine,
    {
      input,
      events: [
        { type: 'open.requested' },
        { type: 'close.requested' },
        ...delayed.map((type) => ({ type }) as never),
      ],
    },
    {
      render: () => start(input),
      events: executors,
      states,
      cleanup: ({ actor }) => {
        actor.stop();
      },
    },
  );
}

describe('confettiModal details', () => {
  it('emits modal-closed on every way out: close button or overlay, and the timer', () => {
    const system = start({ autoCloseMs: 3000 });
    system.actor.send({ type: 'open.requested' });
    system.actor.send({ type: 'close.requested' });
    system.actor.send({ type: 'open.requested' });
    system.clock.increment(3000);
    expect(system.actor.getSnapshot().matches('closed')).toBe(true);
    expect(system.emitted).toEqual(['confetti', 'modal-closed', 'confetti', 'modal-closed']);
  });

  it('lets confetti fall for 5 s by default, then keeps the modal open', () => {
    const system = start({});
    system.actor.send({ type: 'open.requested' });
    system.clock.increment(DEFAULT_CONFETTI_MS - 1);
    expect(system.actor.getSnapshot().hasTag('confetti')).toBe(true);
    system.clock.increment(1);
    expect(system.actor.getSnapshot().matches({ open: 'still' })).toBe(true);
    system.clock.increment(60_000);
    expect(system.actor.getSnapshot().matches({ open: 'still' })).toBe(true);
  });

  it('takes another confetti duration', () => {
    const listener = vi.fn();
    const system = start({ confettiMs: 1200 });
    system.actor.on('confetti', listener);
    system.actor.send({ type: 'open.requested' });
    expect(listener).toHaveBeenCalledWith({ type: 'confetti', durationMs: 1200 });
    system.clock.increment(1200);
    expect(system.actor.getSnapshot().hasTag('confetti')).toBe(false);
  });

  it('never starts confetti for a person who prefers reduced motion', () => {
    const system = start({ reducedMotion: true });
    system.actor.send({ type: 'open.requested' });
    expect(system.actor.getSnapshot().matches({ open: 'still' })).toBe(true);
    expect(system.emitted).toEqual([]);
  });
});
