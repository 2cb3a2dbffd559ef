/**
 * Trace-id events (§8): a timeout carries the request's trace id as `token`; a business failure carries the
 * code and message the system-error toast shows; a failure is an error status or an answer that cannot be read.
 */
export type TraceEvent =
  | { kind: 'timeout'; token: string }
  | { kind: 'business'; code: number; traceId: string; message: string }
  | { kind: 'failure'; traceId: string };

export type TraceListener = (event: TraceEvent) => void;

export type TraceEmitter = {
  subscribe: (listener: TraceListener) => () => void;
  emit: (event: TraceEvent) => void;
};

export const createTraceEmitter = (): TraceEmitter => {
  const listeners = new Set<TraceListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // One broken subscriber must not keep the others (the toast) from hearing the event.
          console.error('trace event listener failed', error);
        }
      }
    },
  };
};

/** The app-wide emitter the toast flow subscribes to. */
export const traceEvents = createTraceEmitter();
