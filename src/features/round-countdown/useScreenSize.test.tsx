import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenSize } from './useScreenSize';

function mockViewport(width: number) {
  const matchMedia = vi.fn((query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

function ScreenSize({ tick }: { tick: number }) {
  return <output data-tick={tick}>{useScreenSize() ?? 'none'}</output>;
}

describe('useScreenSize', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('names the largest breakpoint the viewport reaches', () => {
    mockViewport(800);
    const { container } = render(<ScreenSize tick={0} />);
    expect(container).toHaveTextContent('md');
  });

  it('makes each media query list once, however often a ticking countdown renders', () => {
    const matchMedia = mockViewport(1280);
    const { rerender, container } = render(<ScreenSize tick={0} />);
    const made = matchMedia.mock.calls.length;
    for (let tick = 1; tick <= 60; tick += 1) rerender(<ScreenSize tick={tick} />);

    expect(container).toHaveTextContent('xl');
    expect(made).toBeLessThanOrEqual(7);
    expect(matchMedia).toHaveBeenCalledTimes(made);
  });
});
