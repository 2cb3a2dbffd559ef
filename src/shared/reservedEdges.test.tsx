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

/**
 * The browser's `:focus-visible` for buttons: the focus a key gave, not a press of the mouse. jsdom's own
 * keeps state from one test to the next and misjudges a second Tab.
 */
function judgeFocusVisibleByInput() {
  let byKeyboard = false;
  const onKey = () => (byKeyboard = true);
  const onPointer = () => (byKeyboard = false);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    if (selector === ':focus-visible') return byKeyboard && this === document.activeElement;
    return matches.call(this, selector);
  });
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}

describe('useReservedEdge', () => {
  // jsdom scrolls nothing: a stand-in that records what the page would bring clear of the bars.
  const scrolledIntoView = vi.fn();
  let stopJudging = () => {};
  beforeEach(() => {
    scrolledIntoView.mockClear();
    Element.prototype.scrollIntoView = scrolledIntoView;
    stopJudging = judgeFocusVisibleByInput();
  });
  afterEach(() => {
    stopJudging();
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

  /** A scroll of the page, and the two frames after which the bars are measured again. */
  const scrollAndDraw = async () => {
    window.dispatchEvent(new Event('scroll'));
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };

  it('leaves the page where it is when a click’s focus is the first to measure a bar: the click lands where it was aimed', async () => {
    layOut();
    stubResizeObserver();
    const user = userEvent.setup();
    render(
      <>
        <PinnedBar />
        <button type="button">Share</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(reservedTop()).toBe('56px');
    expect(scrolledIntoView).not.toHaveBeenCalled();
  });

  it('brings a Tabbed control back out from under a bar that grows, and leaves a clicked one where it is', async () => {
    const offsetHeight = layOut();
    stubResizeObserver();
    const user = userEvent.setup();
    render(
      <>
        <PinnedBar />
        <button type="button">Clicked</button>
        <button type="button">Tabbed</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Clicked' }));
    offsetHeight.mockReturnValue(80);
    await scrollAndDraw();
    expect(reservedTop()).toBe('80px');
    expect(scrolledIntoView).not.toHaveBeenCalled();

    await user.tab();
    scrolledIntoView.mockClear();
    offsetHeight.mockReturnValue(96);
    await scrollAndDraw();
    expect(reservedTop()).toBe('96px');
    expect(scrolledIntoView.mock.contexts).toEqual([screen.getByRole('button', { name: 'Tabbed' })]);
  });
});
