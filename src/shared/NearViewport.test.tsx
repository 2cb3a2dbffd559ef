import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function installObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { observers, disconnect };
}

afterEach(() => vi.unstubAllGlobals());

describe('NearViewport', () => {
  it('shows the still version until the area comes near the screen, then the content', () => {
    const { observers, disconnect } = installObserver();
    render(
      <NearViewport fallback={<p>Still picture</p>}>
        <p>Slider</p>
      </NearViewport>,
    );
    expect(screen.getByText('Still picture')).toBeInTheDocument();
    expect(screen.queryByText('Slider')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('400px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Slider')).toBeNull();

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Slider')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows the content at once where the browser cannot observe', () => {
    render(
      <NearViewport fallback={<p>Still picture</p>}>
        <p>Slider</p>
      </NearViewport>,
    );
    expect(screen.getByText('Slider')).toBeInTheDocument();
  });
});
