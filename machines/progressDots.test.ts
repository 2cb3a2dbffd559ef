import { describe, expect, it } from 'vitest';
import { countsFillingDot, drawnProgressDots } from './progressDots';

describe('progress dots', () => {
  it('are drawn as many as the largest screens show', () => {
    expect(drawnProgressDots).toBe(50);
  });

  it('fill, at each screen size’s count, the dots of the covered share of the track, rounded', () => {
    // 10 %: 1.5 of 15 dots, 3 of 30, 3.5 of 35 and 5 of 50.
    const filledAt = (count: number) =>
      Array.from({ length: count }, (_, index) => countsFillingDot(index, 10).includes(count)).filter(Boolean)
        .length;
    expect([15, 30, 35, 50].map(filledAt)).toEqual([2, 3, 4, 5]);
    expect(countsFillingDot(0, 10)).toEqual([15, 30, 35, 50]);
    expect(countsFillingDot(2, 10)).toEqual([30, 35, 50]);
    expect(countsFillingDot(4, 10)).toEqual([50]);
    expect(countsFillingDot(0, 0)).toEqual([]);
    expect(countsFillingDot(49, 100)).toEqual([50]);
    expect(countsFillingDot(14, 100)).toEqual([15, 30, 35, 50]);
  });
});
