import { render, screen, within } from '@testing-library/react';
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
afterEach(() => vi.unstubAllGlobals());

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
