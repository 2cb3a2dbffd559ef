// The rendered paths are in src/app/errors/NotFoundPage.test.tsx and GlobalServerErrorPage.test.tsx; here, what the machine alone decides.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { redirectCountdownMachine } from './redirectCountdown.machine';
import { delayedEventTypes, generateModelPaths, reachedStates } from './testing/modelPaths';

describe('redirectCountdown machine', () => {
  it('counts down, stays or redirects', () => {
    const paths = generateModelPaths(redirectCountdownMachine, {
      input: { seconds: 4 },
      events: [
        { type: 'redirect.requested' },
        { type: 'stay.requested' },
        ...delayedEventTypes(redirectCountdownMachine).map((type) => ({ type }) as never),
      ],
      simplePaths: true,
    });
    expect(reachedStates(paths)).toEqual(['counting', 'redirecting', 'stayed']);
  });
});

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
