import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { redirectCountdownMachine } from './redirectCountdown.machine';

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

  // The rendered paths (NotFoundPage.test.tsx) see where the page goes, not how many times it was sent there.
  it('redirects once when asked to leave now, and the clock stops', () => {
    const clock = new SimulatedClock();
    const redirect = vi.fn();
    const actor = createActor(redirectCountdownMachine.provide({ actions: { redirect } }), {
      input: { seconds: 4 },
      clock,
    }).start();
    actor.send({ type: 'redirect.requested' });
    clock.increment(60_000);
    expect(actor.getSnapshot().status).toBe('done');
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
