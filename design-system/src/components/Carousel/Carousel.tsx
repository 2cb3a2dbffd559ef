import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useDirection } from '../../providers/DirectionProvider';
import * as styles from './Carousel.css';
import { glide, stopGliding, type EmblaCarouselType } from './glide';
import { useAutoplay } from './useAutoplay';
import { usePrefersReducedMotion, useSlidesPerView, type SlidesPerViewStep } from './useSlidesPerView';

export type { SlidesPerViewStep };

export interface CarouselProps {
  /** Accessible name of the carousel, already translated, e.g. "Hall of fame". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Move to the next slide every this many milliseconds; leave out for no autoplay. Never for reduced motion. */
  autoplayMs?: number;
  /** Wrap around from the last slide to the first. @default false */
  loop?: boolean;
  /** Slides in view by viewport width, e.g. `[{ minWidth: 0, slides: 1 }, { minWidth: 748, slides: 2 }]`. @default one slide */
  slidesPerView?: readonly SlidesPerViewStep[];
  /** Accessible names of the controls, already translated. */
  previousLabel: string;
  nextLabel: string;
  /** Names of the autoplay toggle (shown with `autoplayMs` only). */
  pauseLabel: string;
  playLabel: string;
  /** Name of each slide, e.g. `(2, 7) => "2 of 7"`. */
  slideLabel: (position: number, total: number) => string;
}

const oneSlide: readonly SlidesPerViewStep[] = [{ minWidth: 0, slides: 1 }];

/** Embla watches its slides with both observers and throws where either is missing. */
const canSlide = () => typeof IntersectionObserver !== 'undefined' && typeof ResizeObserver !== 'undefined';

/**
 * A slider (embla): swipe, drag, previous and next buttons, and an optional autoplay that runs only
 * while the slider is on screen and pauses on hover, focus and its own pause button. Buttons and autoplay
 * change slides with a glide the compositor runs (`glide.ts`), and without one for reduced motion. It follows
 * the reading direction. Browsers without IntersectionObserver or ResizeObserver (old ones, some in-app
 * WebViews) get a row that scrolls natively instead, with the same buttons and no autoplay.
 */
export function Carousel(props: CarouselProps) {
  return canSlide() ? <Slider {...props} /> : <ScrollingRow {...props} />;
}

function Slider({
  label,
  children,
  autoplayMs,
  loop = false,
  slidesPerView = oneSlide,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  slideLabel,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const direction = useDirection() ?? 'ltr';
  const reducedMotion = usePrefersReducedMotion();
  const perView = useSlidesPerView(slidesPerView);
  const autoplays = autoplayMs !== undefined && autoplayMs > 0 && !reducedMotion;
  const [viewportRef, api] = useEmblaCarousel({ loop, direction, align: 'start' });
  const [edges, setEdges] = useState({ canPrevious: false, canNext: slides.length > perView });
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!api) return undefined;
    // Unchanged edges keep the slides from rendering again on every move.
    const update = () => {
      const canPrevious = api.canScrollPrev();
      const canNext = api.canScrollNext();
      setEdges((edges) =>
        edges.canPrevious === canPrevious && edges.canNext === canNext ? edges : { canPrevious, canNext },
      );
    };
    update();
    const events = ['select', 'reInit'] as const;
    for (const name of events) api.on(name, update);
    // A finger on the slides takes them from where they are bound, not from where a glide has them.
    const grab = () => stopGliding(api);
    api.on('pointerDown', grab);
    return () => {
      for (const name of events) api.off(name, update);
      api.off('pointerDown', grab);
    };
  }, [api]);

  const move = useCallback(
    (jump: (api: EmblaCarouselType) => void) => {
      if (api) glide(api, () => jump(api), { wraps: loop, still: reducedMotion });
    },
    [api, loop, reducedMotion],
  );
  const advance = useCallback(
    () => move((slider) => (slider.canScrollNext() ? slider.scrollNext(true) : slider.scrollTo(0, true))),
    [move],
  );
  const { playing, pausedByPerson, togglePaused } = useAutoplay({
    api,
    enabled: autoplays,
    delayMs: autoplayMs ?? 0,
    advance,
    rootRef,
  });

  return (
    <Frame
      rootRef={rootRef}
      label={label}
      viewportRef={viewportRef}
      viewportClassName={styles.viewport}
      // While it moves by itself, announcing every slide would drown the page out.
      live={playing ? 'off' : 'polite'}
      slides={slides}
      perView={perView}
      slideLabel={slideLabel}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      edges={edges}
      onPrevious={() => move((slider) => slider.scrollPrev(true))}
      onNext={() => move((slider) => slider.scrollNext(true))}
    >
      {autoplays ? (
        <button
          type="button"
          className={styles.control}
          aria-label={pausedByPerson ? playLabel : pauseLabel}
          onClick={togglePaused}
          data-part="autoplay-toggle"
        >
          {pausedByPerson ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
    </Frame>
  );
}

/** The slides in a row that scrolls natively (snapping to each slide); the buttons scroll it a slide at a time. */
function ScrollingRow({
  label,
  children,
  slidesPerView = oneSlide,
  previousLabel,
  nextLabel,
  slideLabel,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const direction = useDirection() ?? 'ltr';
  const perView = useSlidesPerView(slidesPerView);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: slides.length > perView });

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const update = () => setEdges(rowEdges(viewport, direction));
    update();
    viewport.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [direction, perView, slides.length]);

  // Adding to `scrollLeft` moves the view rightwards in Chromium's, WebKit's and Firefox's conventions
  // alike, so forward is a negative step from right to left; the snap points round it to a slide.
  const step = (forward: boolean) => {
    const viewport = viewportRef.current;
    const slideWidth = viewport
      ?.querySelector('[aria-roledescription="slide"]')
      ?.getBoundingClientRect().width;
    if (!viewport || !slideWidth) return;
    viewport.scrollLeft += (forward === (direction === 'ltr') ? 1 : -1) * slideWidth;
  };

  return (
    <Frame
      label={label}
      viewportRef={viewportRef}
      viewportClassName={styles.scrollingViewport}
      live="polite"
      slides={slides}
      perView={perView}
      slideLabel={slideLabel}
      previousLabel={previousLabel}
      nextLabel={nextLabel}
      edges={edges}
      onPrevious={() => step(false)}
      onNext={() => step(true)}
    />
  );
}

/**
 * Whether slides lie beyond the row's start or end, from where the first and last slides' contents sit
 * (browsers disagree on `scrollLeft` from right to left; positions on screen they agree on).
 */
function rowEdges(viewport: HTMLElement, direction: 'ltr' | 'rtl') {
  const contents = viewport.querySelectorAll('[data-part="slide-content"]');
  const first = contents[0]?.getBoundingClientRect();
  const last = contents[contents.length - 1]?.getBoundingClientRect();
  const view = viewport.getBoundingClientRect();
  if (!first || !last) return { canPrevious: false, canNext: false };
  // Half a pixel of rounding is not a slide out of view.
  const beyondLeft = (rect: DOMRect) => rect.left < view.left - 1;
  const beyondRight = (rect: DOMRect) => rect.right > view.right + 1;
  return direction === 'ltr'
    ? { canPrevious: beyondLeft(first), canNext: beyondRight(last) }
    : { canPrevious: beyondRight(first), canNext: beyondLeft(last) };
}

interface FrameProps {
  rootRef?: RefObject<HTMLElement | null>;
  label: string;
  viewportRef: Ref<HTMLDivElement>;
  viewportClassName: string;
  live: 'off' | 'polite';
  slides: ReactNode[];
  perView: number;
  slideLabel: CarouselProps['slideLabel'];
  previousLabel: string;
  nextLabel: string;
  edges: { canPrevious: boolean; canNext: boolean };
  onPrevious: () => void;
  onNext: () => void;
  /** What sits between previous and next (the autoplay toggle). */
  children?: ReactNode;
}

/** The named region of named slides, and previous and next when some slides are out of view. */
function Frame({
  rootRef,
  label,
  viewportRef,
  viewportClassName,
  live,
  slides,
  perView,
  slideLabel,
  previousLabel,
  nextLabel,
  edges,
  onPrevious,
  onNext,
  children,
}: FrameProps) {
  return (
    <section ref={rootRef} className={styles.root} aria-roledescription="carousel" aria-label={label}>
      <div className={viewportClassName} ref={viewportRef}>
        <div className={styles.container} aria-live={live}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              style={{ flex: `0 0 ${100 / perView}%` }}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
            >
              <div className={styles.slideInner} data-part="slide-content">
                {slide}
              </div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > perView ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={previousLabel}
            disabled={!edges.canPrevious}
            onClick={onPrevious}
          >
            <Arrow points="back" />
          </button>
          {children}
          <button
            type="button"
            className={styles.control}
            aria-label={nextLabel}
            disabled={!edges.canNext}
            onClick={onNext}
          >
            <Arrow points="forward" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Arrow({ points }: { points: 'back' | 'forward' }) {
  return (
    <svg
      className={styles.icon}
      data-mirrored=""
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={points === 'back' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg
      className={styles.icon}
      data-mirrored=""
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 4l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}
