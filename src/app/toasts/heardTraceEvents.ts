import { traceEvents, type TraceEmitter, type TraceEvent } from '../../api';

// The toasts' machine and views load with the first trace-id event: most visits have none. What is heard
// before they are there is kept and handed to them first.
const heard: TraceEvent[] = [];
let onFirstHeard: (() => void) | null = null;
let stopKeeping: (() => void) | null = traceEvents.subscribe((event) => {
  heard.push(event);
  onFirstHeard?.();
});

/** Whether a trace-id event has come, so the toasts are needed. */
export const toastsNeeded = () => heard.length > 0 || stopKeeping === null;

/** Calls `listener` once the first trace-id event comes (at once if it came already); returns a stop. */
export function whenToastsNeeded(listener: () => void): () => void {
  if (toastsNeeded()) listener();
  onFirstHeard = listener;
  return () => {
    if (onFirstHeard === listener) onFirstHeard = null;
  };
}

/** What the toasts listen to: the events kept until they loaded, then the live ones. */
export const toastTraceEvents: TraceEmitter = {
  emit: traceEvents.emit,
  subscribe(listener) {
    stopKeeping?.();
    stopKeeping = null;
    for (const event of heard.splice(0)) listener(event);
    return traceEvents.subscribe(listener);
  },
};
