/**
 * The service's notion of "now". Rounds, countdowns and redemption days read it; the sandbox can move it.
 * A set clock keeps running from the time it was set to.
 */
export type ServiceClock = {
  now: () => Date;
  set: (now: Date) => void;
  reset: () => void;
  isReal: () => boolean;
};

export const createServiceClock = (realNow: () => number = Date.now): ServiceClock => {
  let offsetMs: number | undefined;
  return {
    now: () => new Date(realNow() + (offsetMs ?? 0)),
    set: (now) => {
      offsetMs = now.getTime() - realNow();
    },
    reset: () => {
      offsetMs = undefined;
    },
    isReal: () => offsetMs === undefined,
  };
};
