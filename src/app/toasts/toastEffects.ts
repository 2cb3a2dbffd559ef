import { fromCallback } from 'xstate';
import type { toastsMachine, ToastsEvent } from '../../../machines/toasts.machine';
import type { TraceEmitter } from '../../api';

type ToastImplementations = Parameters<typeof toastsMachine.provide>[0];

/**
 * §8: every trace-id event of the API client (non-silent business code, error status, unreadable answer,
 * timeout) raises the system-error toast.
 */
export const toastEffects = (events: TraceEmitter, clipboard: Pick<Clipboard, 'writeText'> | undefined) =>
  ({
    actors: {
      traceIdEvents: fromCallback<ToastsEvent>(({ sendBack }) =>
        events.subscribe((event) =>
          sendBack({
            type: 'toast.requested',
            toast: { kind: 'systemError', traceId: event.kind === 'timeout' ? event.token : event.traceId },
          }),
        ),
      ),
    },
    actions: {
      copyTraceId: (_, traceId: string) => {
        if (!clipboard) {
          console.error('copy: no clipboard in this browser');
          return;
        }
        clipboard.writeText(traceId).catch((error: unknown) => console.error('copy failed', error));
      },
    },
  }) satisfies ToastImplementations;
