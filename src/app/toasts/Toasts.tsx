import { useMachine } from '@xstate/react';
import { toastsMachine } from '../../../machines/toasts.machine';
import { toastTraceEvents } from './heardTraceEvents';
import { noteToastFocusOrigin, toastEffects } from './toastEffects';
import { ToastsView } from './ToastsView';

const appToastsMachine = toastsMachine.provide(
  toastEffects(toastTraceEvents, typeof navigator === 'undefined' ? undefined : navigator.clipboard),
);

/**
 * The app's toasts: one queue for the whole site, fed by the API client's trace-id events. A toast closed
 * with focus inside hands focus back to where it came from (the page's main area if that is gone).
 */
export function Toasts({ machine = appToastsMachine }: { machine?: typeof toastsMachine }) {
  const [snapshot, send] = useMachine(machine);
  const phase = snapshot.matches({ showing: 'fading' })
    ? 'fading'
    : snapshot.matches({ showing: { visible: { copy: 'copied' } } })
      ? 'copied'
      : 'visible';
  return (
    <ToastsView
      shown={snapshot.matches('showing') ? snapshot.context.queue[0] : undefined}
      phase={phase}
      onDismiss={() => send({ type: 'dismiss.requested' })}
      onCopy={() => send({ type: 'copy.requested' })}
      onPointerPresence={(present) => send({ type: present ? 'pointer.entered' : 'pointer.left' })}
      onFocusPresence={(present, from) => {
        if (present) noteToastFocusOrigin(from);
        send({ type: present ? 'focus.entered' : 'focus.left' });
      }}
    />
  );
}
