// The rendered paths are in src/features/donation/DonationModal.test.tsx; here, what the machine alone decides.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { confettiModalMachine, DEFAULT_CONFETTI_MS, type ConfettiModalInput } from './confettiModal.machine';
import { delayedEventTypes, generateModelPaths, reachedStates } from './testing/modelPaths';

function start(input: ConfettiModalInput) {
  const clock = new SimulatedClock();
  const actor = createActor(confettiModalMachine, { input, clock });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, clock, emitted };
}

describe('confettiModal machine', () => {
  it.each([
    [false, ['closed', 'open.celebrating', 'open.still']],
    [true, ['closed', 'open.still']],
  ])('with reduced motion %s, reaches %j', (reducedMotion, states) => {
    const paths = generateModelPaths(confettiModalMachine, {
      input: { autoCloseMs: 8000, reducedMotion },
      events: [
        { type: 'open.requested' },
        { type: 'close.requested' },
        ...delayedEventTypes(confettiModalMachine).map((type) => ({ type }) as never),
      ],
    });
    expect(reachedStates(paths)).toEqual(states);
  });

  // The view removes the confetti on `modal-closed`: every way out must emit it, once.
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
});
