import { fromCallback } from 'xstate';
import type { toastsMachine, ToastsEvent } from '../../../machines/toasts.machine';
import type { TraceEmitter } from '../../api';

type ToastImplementations = Parameters<typeof toastsMachine.provide>[0];

/** Where focus was before it entered the shown toast; the site has one toast region, so one origin. */
let focusOrigin: HTMLElement | null = null;

/** Notes the element focus came from as it entered the toast. */
export function noteToastFocusOrigin(from: Element | null) {
  if (from instanceof HTMLElement) focusOrigin = from;
}

/** WCAG 2.2.1: a toast closed with focus inside hands it back where it came from, else to the main area. */
function returnFocus() {
  (focusOrigin?.isConnected ? focusOrigin : document.getElementById('main'))?.focus();
  focusOrigin = null;
}

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
      returnFocus,
      copyTraceId: (_, traceId: string) => {
        if (!clipboard) {
          console.error('copy: no clipboard in this browser');
          return;
        }
        clipboard.writeText(traceId).catch((error: unknown) => console.error('copy failed', error));
      },
    },
  }) satisfies ToastImplementations;
