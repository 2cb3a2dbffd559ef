import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { skipWhileOffScreen } from './skipWhileOffScreen';

describe('skipWhileOffScreen', () => {
  /** The observer's reports, oldest first: a busy browser hands over several in one call. */
  let report: (...intersecting: boolean[]) => void = () => undefined;
  const disconnect = vi.fn();

  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = (...intersecting) => callback(intersecting.map((isIntersecting) => ({ isIntersecting })));
        }
        observe() {}
        disconnect = disconnect;
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    disconnect.mockReset();
  });

  /** A panel 400 px tall with 24 px of padding above and below. */
  const panel = () => {
    const element = document.createElement('div');
    element.style.paddingBlockStart = '24px';
    element.style.paddingBlockEnd = '24px';
    Object.defineProperty(element, 'clientHeight', { value: 400 });
    skipWhileOffScreen(element);
    return element;
  };

  it('leaves the content drawn while the element is on screen', () => {
    const element = panel();
    report(true);
    report(false, true);
    expect(element.style.contentVisibility).toBe('');
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('skips the content once seen off screen, keeping the size of the content it has now', () => {
    const element = panel();
    report(true);
    report(true, false);
    expect(element.style.contentVisibility).toBe('auto');
    expect(element.style.containIntrinsicBlockSize).toBe('auto 352px');
    // From then on the browser decides: on screen again, it draws the content.
    expect(disconnect).toHaveBeenCalled();
  });

  it('stops watching when the element goes', () => {
    const stop = skipWhileOffScreen(document.createElement('div'));
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });
});
