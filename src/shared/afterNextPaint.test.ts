import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => vi.useRealTimers());

it("runs in a task after the next frame's paint, not in the frame's callbacks", () => {
  const ran = vi.fn();
  afterNextPaint(ran);
  vi.advanceTimersToNextFrame();
  expect(ran).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(ran).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(100);
  expect(ran).toHaveBeenCalledOnce();
});

it('runs 35 ms later where no frame comes (a hidden tab), once', () => {
  const ran = vi.fn();
  vi.spyOn(globalThis, 'requestAnimationFrame').mockReturnValue(0);
  afterNextPaint(ran);
  vi.advanceTimersByTime(34);
  expect(ran).not.toHaveBeenCalled();
  vi.advanceTimersByTime(2);
  expect(ran).toHaveBeenCalledOnce();
});

it('runs nothing once cancelled, before the frame or after it', () => {
  const ran = vi.fn();
  afterNextPaint(ran)();
  const cancelAfterFrame = afterNextPaint(ran);
  vi.advanceTimersToNextFrame();
  cancelAfterFrame();
  vi.advanceTimersByTime(100);
  expect(ran).not.toHaveBeenCalled();
});
