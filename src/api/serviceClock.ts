/**
 * The contest service's clock (docs/readings.md: every countdown, "days left", round phase and claim window
 * follows the service, never the device). Learnt from the `Date` header of each answer; until one arrives it
 * is the device's. A cross-origin service must list `Date` in `Access-Control-Expose-Headers`.
 */
export type ServiceClock = {
  /** The service's "now", in epoch milliseconds. */
  now: () => number;
  /**
   * Learns the offset from one answer: the service's time it was written at (its `Date` header, read through the
   * contract; `undefined` without one) and when the request left and the answer came.
   */
  observe: (serviceMs: number | undefined, sentAt: number, receivedAt: number) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A header is whole seconds: its true instant is on average half a second past what it says. */
const HEADER_RESOLUTION_MIDPOINT_MS = 500;
/** Offsets closer than this to the known one are round-trip noise, not a new clock. */
const JITTER_MS = 1_500;

export function createServiceClock(deviceNow: () => number = () => Date.now()): ServiceClock {
  let offsetMs = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => deviceNow() + offsetMs,
    observe: (serviceMs, sentAt, receivedAt) => {
      if (serviceMs === undefined) return;
      const next = serviceMs + HEADER_RESOLUTION_MIDPOINT_MS - (sentAt + receivedAt) / 2;
      if (Math.abs(next - offsetMs) < JITTER_MS) return;
      offsetMs = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one service clock, fed by every answer of `src/api/http.ts`. */
export const serviceClock = createServiceClock();
export const serviceNow = (): number => serviceClock.now();
