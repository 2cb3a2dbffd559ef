import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type AnyActorRef } from 'xstate';
import {
  SYSTEM_ERROR_AUTO_CLOSE_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_FADE_MS,
  toastsMachine,
  type ToastsEvent,
} from './toasts.machine';
import { delayedEventTypes, describeModelPaths } from './testing/modelPaths';

const [autoClose, fade] = delayedEventTypes(toastsMachine);

describeModelPaths(
  'toasts machine',
  toastsMachine,
  {
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
  },
  {
    render: () => {
      const clock = new SimulatedClock();
      const copyTraceId = vi.fn();
      const returnFocus = vi.fn();
      let traceIds: AnyActorRef | undefined;
      const actor = createActor(
        toastsMachine.provide({
          actors: {
            traceIdEvents: fromCallback<ToastsEvent>(({ self }) => {
              traceIds = self;
            }),
          },
          actions: { copyTraceId, returnFocus },
        }),
        { clock },
      ).start();
      return { actor, clock, copyTraceId, returnFocus, traceIds, dismissedWithFocusInside: false };
    },
    events: {
      'toast.requested': ({ actor }, event) => actor.send(event),
      'dismiss.requested': (system, event) => {
        system.dismissedWithFocusInside = system.actor.getSnapshot().context.focused;
        system.actor.send(event);
      },
      'copy.requested': ({ actor }, event) => actor.send(event),
      'pointer.entered': ({ actor }, event) => actor.send(event),
      'pointer.left': ({ actor }, event) => actor.send(event),
      'focus.entered': ({ actor }, event) => actor.send(event),
      'focus.left': ({ actor }, event) => actor.send(event),
      [autoClose!]: ({ actor, clock }) => {
        const shown = actor.getSnapshot().context.queue[0];
        clock.increment(shown?.kind === 'systemError' ? SYSTEM_ERROR_AUTO_CLOSE_MS : TOAST_AUTO_CLOSE_MS);
      },
      [fade!]: ({ clock }) => clock.increment(TOAST_FADE_MS),
    },
    states: {
      idle: ({ actor }) => expect(actor.getSnapshot().context.queue).toEqual([]),
      'showing.visible.copy.ready': ({ actor }, expected) => {
        expect(actor.getSnapshot().hasTag('visible')).toBe(true);
        expect(actor.getSnapshot().context.queue).toEqual(expected.context.queue);
      },
      'showing.visible.timer.running': ({ actor }) => {
        const { hovered, focused } = actor.getSnapshot().context;
        expect(hovered || focused).toBe(false);
      },
      // WCAG 2.2.1: held, the toast outlasts its own timer.
      'showing.visible.timer.held': ({ actor, clock }) => {
        const { hovered, focused } = actor.getSnapshot().context;
        expect(hovered || focused).toBe(true);
        clock.increment(SYSTEM_ERROR_AUTO_CLOSE_MS + 1000);
        expect(actor.getSnapshot().hasTag('visible')).toBe(true);
      },
      'showing.visible.copy.copied': ({ actor, copyTraceId }) => {
        expect(actor.getSnapshot().context.queue[0]?.kind).toBe('systemError');
        expect(copyTraceId).toHaveBeenLastCalledWith(expect.anything(), 'trace-1');
      },
      'showing.fading': ({ actor, returnFocus, dismissedWithFocusInside }) => {
        expect(actor.getSnapshot().hasTag('visible')).toBe(false);
        // Closed by hand with focus inside: focus goes back to where it came from, and only then.
        expect(returnFocus).toHaveBeenCalledTimes(dismissedWithFocusInside ? 1 : 0);
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

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
