import { useMachine } from '@xstate/react';
import { toastsMachine } from '../../../machines/toasts.machine';
import { traceEvents } from '../../api';
import { toastEffects } from './toastEffects';
import { ToastsView } from './ToastsView';

const appToastsMachine = toastsMachine.provide(
  toastEffects(traceEvents, typeof navigator === 'undefined' ? undefined : navigator.clipboard),
);

/** The app's toasts: one queue for the whole site, fed by the API client's trace-id events. */
export function Toasts({ machine = appToastsMachine }: { machine?: typeof toastsMachine }) {
  const [snapshot, send] = useMachine(machine);
  const phase = snapshot.matches({ showing: 'fading' })
    ? 'fading'
    : snapshot.matches({ showing: { visible: 'copied' } })
      ? 'copied'
      : 'visible';
  return (
    <ToastsView
      shown={snapshot.matches('showing') ? snapshot.context.queue[0] : undefined}
      phase={phase}
      onDismiss={() => send({ type: 'dismiss.requested' })}
      onCopy={() => send({ type: 'copy.requested' })}
    />
  );
}
