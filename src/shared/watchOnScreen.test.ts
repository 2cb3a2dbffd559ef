import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchOnScreen } from './watchOnScreen';

describe('watchOnScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the latest of the reports handed over together, until stopped', () => {
    let callback: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: typeof callback) {
          callback = report;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const reported: boolean[] = [];
    const stop = watchOnScreen(document.createElement('div'), (onScreen) => reported.push(onScreen));
    callback([{ isIntersecting: true }, { isIntersecting: false }]);
    callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(reported).toEqual([false, true]);
    stop();
    expect(disconnect).toHaveBeenCalled();
  });

  it('reports nothing where the browser has no observer', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const report = vi.fn();
    watchOnScreen(document.createElement('div'), report)();
    expect(report).not.toHaveBeenCalled();
  });
});
