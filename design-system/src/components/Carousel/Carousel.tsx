import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDirection } from '../../providers/DirectionProvider';
import * as styles from './Carousel.css';
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

/**
 * A slider (embla): swipe, drag, previous and next buttons, and an optional autoplay that pauses
 * on hover and focus and has its own pause button. It follows the reading direction.
 */
export function Carousel({
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
  const plugins = useMemo(
    () =>
      autoplays
        ? [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [autoplays, autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, direction, align: 'start' }, plugins);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: slides.length > perView });
  const [playing, setPlaying] = useState(false);
  // The person's choice, apart from the short stops on hover and focus: the toggle names this one, and
  // leaving the slider does not start slides the person paused.
  const [pausedByPerson, setPausedByPerson] = useState(false);
  const pausedRef = useRef(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!api) return undefined;
    // Autoplay emits `play` and `stop` before its own state changes: the event says what it becomes.
    const update = (_: unknown, event: string) => {
      setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() });
      if (event === 'autoplay:play' || event === 'autoplay:stop') setPlaying(event === 'autoplay:play');
      else setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    };
    // Leaving the slider restarts autoplay; slides the person paused stay paused. Autoplay emits `play`
    // before it counts as playing (a stop inside the emit would recurse), so the stop waits for the emit.
    const holdPersonsPause = () => {
      if (pausedRef.current) queueMicrotask(() => api.plugins().autoplay?.stop());
    };
    update(api, 'init');
    const events = ['select', 'reInit', 'autoplay:play', 'autoplay:stop'] as const;
    for (const name of events) api.on(name, update);
    api.on('autoplay:play', holdPersonsPause);
    return () => {
      for (const name of events) api.off(name, update);
      api.off('autoplay:play', holdPersonsPause);
    };
  }, [api]);

  // Slides nobody can see need not move: off screen, autoplay waits (it cost 160 ms of main thread a second).
  // Autoplay starts here rather than on its own init, which runs again on every re-layout.
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return undefined;
    let onScreen = true;
    const follow = () => {
      // Autoplay sets itself up only when there is somewhere to move to.
      const canMove = api.scrollSnapList().length > 1;
      if (onScreen && canMove && !pausedRef.current) autoplay.play();
      else autoplay.stop();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(([entry]) => {
            onScreen = entry?.isIntersecting ?? true;
            follow();
          });
    if (rootRef.current) observer?.observe(rootRef.current);
    follow();
    api.on('reInit', follow);
    return () => {
      observer?.disconnect();
      api.off('reInit', follow);
    };
  }, [api]);

  const togglePlaying = () => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    const pause = !pausedByPerson;
    pausedRef.current = pause;
    setPausedByPerson(pause);
    if (pause) autoplay.stop();
    else autoplay.play();
  };

  return (
    <section ref={rootRef} className={styles.root} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        {/* While it moves by itself, announcing every slide would drown the page out. */}
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              style={{ flex: `0 0 ${100 / perView}%` }}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
            >
              <div className={styles.slideInner}>{slide}</div>
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
            onClick={() => api?.scrollPrev()}
          >
            <Arrow points="back" />
          </button>
          {autoplays ? (
            <button
              type="button"
              className={styles.control}
              aria-label={pausedByPerson ? playLabel : pauseLabel}
              onClick={togglePlaying}
              data-part="autoplay-toggle"
            >
              {pausedByPerson ? <PlayIcon /> : <PauseIcon />}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-label={nextLabel}
            disabled={!edges.canNext}
            onClick={() => api?.scrollNext()}
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
