import { describe, expect, it } from 'vitest';
import { shortestWayRound } from './glide';

describe('shortestWayRound', () => {
  const strip = 6 * 400;

  it('keeps a step that stays on the strip', () => {
    expect(shortestWayRound(-400, strip)).toBe(-400);
    expect(shortestWayRound(400, strip)).toBe(400);
  });

  it('takes a step across the wrap as the same one step, in either direction', () => {
    // From the last slide to the first: embla's jump moved the first slide 5 slides back along the strip.
    expect(shortestWayRound(5 * 400, strip)).toBe(-400);
    expect(shortestWayRound(-5 * 400, strip)).toBe(400);
    // The strip moved a whole length as well as the step.
    expect(shortestWayRound(-400 - strip, strip)).toBe(-400);
  });

  it('leaves no move as none', () => {
    expect(shortestWayRound(0, strip)).toBe(0);
    expect(shortestWayRound(strip, strip)).toBe(0);
  });
});
