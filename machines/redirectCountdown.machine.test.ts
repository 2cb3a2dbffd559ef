import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { redirectCountdownMachine } from './redirectCountdown.machine';
import { delayedEventTypes, describeModelPaths } from './testing/modelPaths';

const [tick] = delayedEventTypes(redirectCountdownMachine);

describeModelPaths(
  'redirectCountdown machine',
  redirectCountdownMachine,
  {
    input: { seconds: 4 },
    events: [{ type: 'redirect.requested' }, { type: 'stay.requested' }, { type: tick! } as never],
    simplePaths: true,
  },
  {
    render: () => {
      const clock = new SimulatedClock();
      const redirect = vi.fn();
      const actor = createActor(redirectCountdownMachine.provide({ actions: { redirect } }), {
        input: { seconds: 4 },
        clock,
      }).start();
      return { actor, clock, redirect };
    },
    events: {
      'redirect.requested': ({ actor }) => actor.send({ type: 'redirect.requested' }),
      'stay.requested': ({ actor }) => actor.send({ type: 'stay.requested' }),
      [tick!]: ({ clock }) => clock.increment(1000),
    },
    states: {
      counting: ({ actor, redirect }, expected) => {
        expect(actor.getSnapshot().matches('counting')).toBe(true);
        expect(actor.getSnapshot().context.secondsLeft).toBe(expected.context.secondsLeft);
        expect(redirect).not.toHaveBeenCalled();
      },
      // WCAG 2.2.1: staying stops the clock for good.
      stayed: ({ actor, clock, redirect }) => {
        clock.increment(60_000);
        expect(actor.getSnapshot().matches('stayed')).toBe(true);
        expect(redirect).not.toHaveBeenCalled();
      },
      redirecting: ({ actor, redirect }) => {
        expect(actor.getSnapshot().status).toBe('done');
        expect(redirect).toHaveBeenCalledTimes(1);
      },
    },
    cleanup: ({ actor }) => {
      actor.stop();
    },
  },
);

describe('redirectCountdown timing', () => {
  it('redirects exactly when the given seconds have passed, not a tick earlier', () => {
    const clock = new SimulatedClock();
    const redirect = vi.fn();
    createActor(redirectCountdownMachine.provide({ actions: { redirect } }), {
      input: { seconds: 5 },
      clock,
    }).start();
    // SimulatedClock fires due timers once per increment, so time advances second by second.
    for (let second = 0; second < 4; second += 1) clock.increment(1000);
    clock.increment(999);
    expect(redirect).not.toHaveBeenCalled();
    clock.increment(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('redirects at once when given no time to wait', () => {
    const redirect = vi.fn();
    const actor = createActor(redirectCountdownMachine.provide({ actions: { redirect } }), {
      input: { seconds: 0 },
    }).start();
    expect(actor.getSnapshot().status).toBe('done');
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
