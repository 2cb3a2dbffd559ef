import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel';

// jsdom has no layout observers and no media queries; embla needs the first two.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function mockViewport(width: number, reducedMotion = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const minWidth = /min-width: (\d+)px/.exec(query);
      const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('reduce') && reducedMotion;
      return { matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  mockViewport(1280);
});
// Unmount first: unmounting runs the slider's pending effects, which still need the observers.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const labels = {
  label: 'Hall of fame',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
} satisfies Partial<CarouselProps>;

const steps = [
  { minWidth: 0, slides: 1 },
  { minWidth: 748, slides: 2 },
  { minWidth: 1134, slides: 3 },
  { minWidth: 1510, slides: 5 },
];

const renderSlides = (count: number, props: Partial<CarouselProps> = {}) =>
  render(
    <Carousel {...labels} slidesPerView={steps} {...props}>
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>Card {index + 1}</p>
      ))}
    </Carousel>,
  );

describe('Carousel', () => {
  it('is a named carousel region of named slides', () => {
    renderSlides(4);
    const carousel = screen.getByRole('region', { name: 'Hall of fame' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[1]).toHaveTextContent('Card 2');
  });

  it.each([
    [360, '100%'],
    [748, '50%'],
    [1134, '33.33'],
    [1510, '20%'],
  ])('sizes slides for the viewport width %i', (width, basis) => {
    mockViewport(width);
    renderSlides(6);
    expect(screen.getAllByRole('group')[0]?.style.flex).toContain(basis);
  });

  it('offers previous and next only when some slides are out of view', () => {
    renderSlides(3);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    renderSlides(4);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  });

  it('has a pause button while it plays by itself', () => {
    renderSlides(5, { autoplayMs: 4000, loop: true });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('names the state the person chose after Enter, though focus on it already stopped the slides', async () => {
    const user = userEvent.setup();
    renderSlides(5, { autoplayMs: 4000, loop: true });
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Pause' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Play');
    await user.keyboard(' ');
    expect(toggle).toHaveAccessibleName('Pause');
  });

  it('never plays by itself for a person who prefers reduced motion', () => {
    mockViewport(1280, true);
    renderSlides(5, { autoplayMs: 4000 });
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });

  it('has no autoplay control without autoplay', () => {
    renderSlides(5);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });
});

describe('Carousel without IntersectionObserver (old browsers, some in-app WebViews)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));

  it('shows its slides in a row that scrolls natively, with previous and next and no autoplay', () => {
    renderSlides(5, { autoplayMs: 4000, loop: true });
    const carousel = screen.getByRole('region', { name: 'Hall of fame' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    expect(within(carousel).getByText('Card 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });

  it('does the same without ResizeObserver', () => {
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('ResizeObserver', undefined);
    renderSlides(5, { autoplayMs: 4000, loop: true });
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
  });
});

describe('Carousel autoplay', () => {
  const slideWidth = 400;
  const autoplayMs = 1000;
  /** The observer's reports, oldest first: a busy browser hands over several in one call. */
  let reportOnScreen: (...onScreen: boolean[]) => void = () => undefined;

  // jsdom lays nothing out: give each slide a width and a place, so that embla has somewhere to move.
  const layOutSlides = () => {
    const slideIndex = (element: HTMLElement) =>
      element.getAttribute('aria-roledescription') === 'slide'
        ? Array.from(element.parentElement?.children ?? []).indexOf(element)
        : -1;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(slideWidth);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return Math.max(0, slideIndex(this)) * slideWidth;
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    layOutSlides();
    vi.stubGlobal(
      'IntersectionObserver',
      class extends NoopObserver {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          super();
          reportOnScreen = (...onScreen) =>
            act(() => callback(onScreen.map((isIntersecting) => ({ isIntersecting }))));
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Three slides, one in view, no wrapping: Previous turns on once the slides have moved. */
  const renderMoving = () => {
    mockViewport(360);
    renderSlides(3, { autoplayMs });
    return screen.getByRole('button', { name: 'Previous' });
  };
  const waitOneSlide = async () => {
    await act(() => vi.advanceTimersByTimeAsync(autoplayMs + 100));
  };

  it('moves on after its interval while on screen', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    expect(previous).toBeDisabled();
    await waitOneSlide();
    expect(previous).toBeEnabled();
  });

  it('waits while off screen, and goes on when back', async () => {
    const previous = renderMoving();
    reportOnScreen(false);
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
    reportOnScreen(true);
    await waitOneSlide();
    expect(previous).toBeEnabled();
  });

  it('goes by the latest of the reports handed over together (on screen, then off it again)', async () => {
    const previous = renderMoving();
    reportOnScreen(true, false);
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
    reportOnScreen(false, true);
    await waitOneSlide();
    expect(previous).toBeEnabled();
  });

  it('stays still off screen though the pointer or focus leaves it (autoplay restarts itself then)', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    fireEvent.mouseEnter(viewport);
    reportOnScreen(false);
    fireEvent.mouseLeave(viewport);
    fireEvent.focusOut(viewport.firstElementChild!);
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
  });

  it('stays still while the page is hidden', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
  });

  it('waits while focus is inside it, and goes on once focus leaves it', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    const toggle = screen.getByRole('button', { name: 'Pause' });
    act(() => toggle.focus());
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
    act(() => toggle.blur());
    await waitOneSlide();
    expect(previous).toBeEnabled();
  });

  it('waits while the pointer rests on the slides', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    fireEvent.mouseEnter(viewport);
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
    fireEvent.mouseLeave(viewport);
    await waitOneSlide();
    expect(previous).toBeEnabled();
  });

  it('counts its interval again after the person moves the slides', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    const next = screen.getByRole('button', { name: 'Next' });
    await act(() => vi.advanceTimersByTimeAsync(autoplayMs * 0.8));
    fireEvent.click(next);
    expect(previous).toBeEnabled();
    // A full interval after the press, not the rest of the one before it: still on the second slide.
    await act(() => vi.advanceTimersByTimeAsync(autoplayMs * 0.5));
    expect(next).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(autoplayMs * 0.6));
    expect(next).toBeDisabled();
  });

  it('stays paused after the person paused it, though the pointer leaves it', async () => {
    const previous = renderMoving();
    reportOnScreen(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const viewport = screen.getAllByRole('group')[0]!.parentElement!.parentElement!;
    fireEvent.mouseEnter(viewport);
    fireEvent.mouseLeave(viewport);
    await waitOneSlide();
    await waitOneSlide();
    expect(previous).toBeDisabled();
  });
});
