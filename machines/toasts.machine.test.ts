// The rendered paths are in src/app/toasts/Toasts.test.tsx; here, what the machine alone decides.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  SYSTEM_ERROR_AUTO_CLOSE_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_FADE_MS,
  toastsMachine,
} from './toasts.machine';
import { delayedEventTypes, generateModelPaths, reachedStates } from './testing/modelPaths';

const [autoClose, fade] = delayedEventTypes(toastsMachine);

function start() {
  const clock = new SimulatedClock();
  const returnFocus = vi.fn();
  const actor = createActor(
    toastsMachine.provide({
      actors: { traceIdEvents: fromCallback(() => undefined) },
      actions: { copyTraceId: () => undefined, returnFocus },
    }),
    { clock },
  ).start();
  return { actor, clock, returnFocus };
}

describe('toasts machine', () => {
  it('shows, holds, copies and fades toasts', () => {
    const paths = generateModelPaths(toastsMachine, {
      events: [
        { type: 'toast.requested', toast: { kind: 'message', message: 'Saved' } },
        { type: 'toast.requested', toast: { kind: 'systemError', traceId: 'trace-1' } },
        { type: 'dismiss.requested' },
        { type: 'copy.requested' },
        { type: 'pointer.entered' },
        { type: 'pointer.left' },
        { type: 'focus.entered' },
        { type: 'focus.left' },
        { type: autoClose! } as never,
        { type: fade! } as never,
      ],
      // Two toasts are enough to see one wait for the other; more only repeat the same shapes.
      stopWhen: (snapshot) => snapshot.context.nextId > 3,
    });
    const visible = (timer: string, copy: string) =>
      `showing.visible.timer.${timer} + showing.visible.copy.${copy}`;
    expect(reachedStates(paths)).toEqual([
      'idle',
      'showing.fading',
      visible('held', 'copied'),
      visible('held', 'ready'),
      visible('running', 'copied'),
      visible('running', 'ready'),
    ]);
  });

  // The rendered test sees focus handed back; only here is it seen not to be taken when it was elsewhere.
  it('hands focus back only when the toast is closed with focus inside', () => {
    const { actor, clock, returnFocus } = start();
    actor.send({ type: 'toast.requested', toast: { kind: 'message', message: 'Saved' } });
    actor.send({ type: 'dismiss.requested' });
    expect(returnFocus).not.toHaveBeenCalled();
    clock.increment(TOAST_FADE_MS);
    actor.send({ type: 'toast.requested', toast: { kind: 'message', message: 'Saved again' } });
    actor.send({ type: 'focus.entered' });
    actor.send({ type: 'dismiss.requested' });
    expect(returnFocus).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('closes a message after its own time, unless held', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.requested', toast: { kind: 'message', message: 'Saved' } });
    actor.send({ type: 'pointer.entered' });
    clock.increment(TOAST_AUTO_CLOSE_MS);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'pointer.left' });
    clock.increment(TOAST_AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.stop();
  });
});

describe('a burst of failures', () => {
  it('shows one system-error toast, not one per failed call', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      toastsMachine.provide({ actors: { traceIdEvents: fromCallback(() => undefined) } }),
      { clock },
    ).start();
    for (const traceId of ['trace-1', 'trace-2', 'trace-3']) {
      actor.send({ type: 'toast.requested', toast: { kind: 'systemError', traceId } });
    }
    actor.send({ type: 'toast.requested', toast: { kind: 'message', message: 'Saved' } });
    expect(actor.getSnapshot().context.queue.map((toast) => toast.kind)).toEqual(['systemError', 'message']);
    expect(actor.getSnapshot().context.queue[0]).toMatchObject({ traceId: 'trace-1' });

    // Once the toast has gone, the next failure is a new burst with a toast of its own.
    for (const ms of [SYSTEM_ERROR_AUTO_CLOSE_MS, TOAST_FADE_MS, TOAST_AUTO_CLOSE_MS, TOAST_FADE_MS]) {
      clock.increment(ms);
    }
    actor.send({ type: 'toast.requested', toast: { kind: 'systemError', traceId: 'trace-4' } });
    expect(actor.getSnapshot().context.queue).toMatchObject([{ traceId: 'trace-4' }]);
    actor.stop();
  });
});
