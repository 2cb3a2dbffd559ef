import { describe, expect, it, vi } from 'vitest';
import { parseHttpDate } from '../../contract';
import { createServiceClock } from './serviceClock';

describe('the service clock', () => {
  it('is the device clock until an answer says otherwise', () => {
    const clock = createServiceClock(() => 1_000_000);
    expect(clock.now()).toBe(1_000_000);
  });

  it("follows the service's Date header, not the device, once an answer arrives", () => {
    let device = Date.UTC(2026, 10, 23, 12, 0, 0);
    const clock = createServiceClock(() => device);
    // The sandbox moved the service to 12 Dec; the request took 200 ms.
    clock.observe(parseHttpDate('Sat, 12 Dec 2026 00:00:00 GMT'), device - 200, device);
    const expected = Date.UTC(2026, 11, 12, 0, 0, 0) + 500 + 100;
    expect(clock.now()).toBe(expected);
    device += 60_000;
    expect(clock.now()).toBe(expected + 60_000);
  });

  it('tells subscribers when the offset changes, and ignores round-trip noise and unreadable headers', () => {
    const device = Date.UTC(2026, 10, 23, 12, 0, 0);
    const clock = createServiceClock(() => device);
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.observe(parseHttpDate('Mon, 23 Nov 2026 12:00:00 GMT'), device, device);
    clock.observe(parseHttpDate('not a date'), device, device);
    clock.observe(parseHttpDate(null), device, device);
    expect(listener).not.toHaveBeenCalled();
    clock.observe(parseHttpDate('Mon, 23 Nov 2026 13:00:00 GMT'), device, device);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
