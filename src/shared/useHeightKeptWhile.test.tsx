import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeightKeptWhile } from './useHeightKeptWhile';

/** A ResizeObserver whose observed elements take the height a test gives them. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly report: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  unobserve() {}
  static resize(blockSize: number) {
    for (const observer of FakeResizeObserver.all)
      for (const target of observer.observed)
        observer.report(
          [{ target, borderBoxSize: [{ blockSize, inlineSize: 0 }] } as unknown as ResizeObserverEntry],
          observer as unknown as ResizeObserver,
        );
  }
}

function List({ loading }: { loading: boolean }) {
  const area = useHeightKeptWhile<HTMLDivElement>(loading);
  return <div ref={area} data-testid="area" />;
}

describe('useHeightKeptWhile', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeResizeObserver.all = [];
  });

  it('keeps the height the list last had while the next page loads, and lets go once it has come', () => {
    const { getByTestId, rerender } = render(<List loading={false} />);
    act(() => FakeResizeObserver.resize(936));
    rerender(<List loading />);
    expect(getByTestId('area').style.minBlockSize).toBe('936px');
    // The skeleton's own height is not taken for the list's.
    act(() => FakeResizeObserver.resize(764));
    rerender(<List loading={false} />);
    expect(getByTestId('area').style.minBlockSize).toBe('');
    act(() => FakeResizeObserver.resize(640));
    rerender(<List loading />);
    expect(getByTestId('area').style.minBlockSize).toBe('640px');
  });

  it('keeps nothing on a first load: there is no height yet', () => {
    const { getByTestId } = render(<List loading />);
    expect(getByTestId('area').style.minBlockSize).toBe('');
  });
});
