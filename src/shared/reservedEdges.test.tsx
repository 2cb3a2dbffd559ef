import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../design-system/src/testing/resizeObserverStub';
import { useReservedEdge } from './reservedEdges';

function PinnedBar() {
  const bar = useRef<HTMLElement>(null);
  useReservedEdge(bar, 'top');
  return <header ref={bar}>Pinned</header>;
}

/** The room the page keeps clear at its top, as its scroll padding reads it. */
const reservedTop = () => document.documentElement.style.getPropertyValue('--reserved-top');

describe('useReservedEdge', () => {
  // jsdom scrolls nothing: a stand-in that records what the page would bring clear of the bars.
  const scrolledIntoView = vi.fn();
  beforeEach(() => {
    scrolledIntoView.mockClear();
    Element.prototype.scrollIntoView = scrolledIntoView;
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    vi.restoreAllMocks();
  });

  /** Lays every element out 56 px tall (jsdom lays nothing out). */
  const layOut = () => vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(56);

  it('measures a bar once the browser has laid it out, not while the page renders, when nothing has focus', () => {
    const offsetHeight = layOut();
    const layouts = stubResizeObserver();
    render(<PinnedBar />);
    expect(offsetHeight, 'a layout forced in the render').not.toHaveBeenCalled();
    act(() => layouts.report());
    expect(reservedTop()).toBe('56px');
  });

  it('measures a bar as it mounts while a control has focus, so that it never covers that control', () => {
    layOut();
    stubResizeObserver();
    const { rerender } = render(<button type="button">Focused</button>);
    screen.getByRole('button').focus();
    rerender(
      <>
        <button type="button">Focused</button>
        <PinnedBar />
      </>,
    );
    expect(reservedTop()).toBe('56px');
  });

  it('measures a bar not yet reported when focus moves, before the browser scrolls past it', async () => {
    layOut();
    stubResizeObserver();
    const user = userEvent.setup();
    render(
      <>
        <PinnedBar />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(reservedTop()).toBe('56px');
    // Laid out at the page's top (jsdom's boxes are all at 0), the focused button is under the bar.
    expect(scrolledIntoView.mock.contexts).toContain(screen.getByRole('button', { name: 'Next' }));
  });
});
