import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type Hold = 'offScreen' | 'pointer' | 'press' | 'focus' | 'pageHidden';

interface AutoplayOptions {
  api: UseEmblaCarouselType[1];
  /** Off for no autoplay (none asked for, or the person prefers reduced motion). */
  enabled: boolean;
  delayMs: number;
  /** Moves to the next slide, or back to the first from the last. */
  advance: () => void;
  /** The whole slider: on screen or not, and focus inside it. */
  rootRef: RefObject<HTMLElement | null>;
}

/**
 * The slider's autoplay: the next slide every `delayMs`, counted again after every move, while nothing holds
 * it. It holds while the slider is off screen (slides nobody sees need not move: they cost 160 ms of main
 * thread a second), while the pointer rests on the slides or presses them, while focus is inside the slider,
 * while the page is hidden, and while the person has paused it. Only the person's pause outlasts its cause.
 */
export function useAutoplay({ api, enabled, delayMs, advance, rootRef }: AutoplayOptions) {
  const [playing, setPlaying] = useState(false);
  const [pausedByPerson, setPausedByPerson] = useState(false);
  const paused = useRef(false);
  const advanceLatest = useRef(advance);
  const follow = useRef<() => void>(() => undefined);

  useEffect(() => {
    advanceLatest.current = advance;
  }, [advance]);

  useEffect(() => {
    const root = rootRef.current;
    if (!api || !enabled || !root) return undefined;
    const viewport = api.rootNode();
    // Until the observer's first report, the slider counts as off screen: nothing moves before it is seen.
    const holds = new Set<Hold>(['offScreen']);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTimer = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const startTimer = () => {
      stopTimer();
      timer = setTimeout(() => {
        timer = undefined;
        advanceLatest.current();
        sync();
      }, delayMs);
    };
    const sync = () => {
      const plays = holds.size === 0 && !paused.current && api.scrollSnapList().length > 1;
      if (!plays) stopTimer();
      else if (timer === undefined) startTimer();
      setPlaying(plays);
    };
    const hold = (reason: Hold, held: boolean) => {
      if (held) holds.add(reason);
      else holds.delete(reason);
      sync();
    };
    // A move by any means, the person's or the timer's, counts the delay again.
    const restart = () => {
      if (timer !== undefined) startTimer();
    };

    // A busy browser may hand over several reports at once, oldest first: the last one is where it is now.
    const onScreen = new IntersectionObserver((entries) =>
      hold('offScreen', !(entries[entries.length - 1]?.isIntersecting ?? true)),
    );
    onScreen.observe(root);
    const pointerIn = () => hold('pointer', true);
    const pointerOut = () => hold('pointer', false);
    const pressed = () => hold('press', true);
    const released = () => hold('press', false);
    const focusIn = () => hold('focus', true);
    const focusOut = (event: FocusEvent) =>
      hold('focus', event.relatedTarget instanceof Node && root.contains(event.relatedTarget));
    const visibility = () => hold('pageHidden', document.visibilityState === 'hidden');
    const listeners: Array<[EventTarget, string, (event: FocusEvent) => void]> = [
      [viewport, 'mouseenter', pointerIn],
      [viewport, 'mouseleave', pointerOut],
      [root, 'focusin', focusIn],
      [root, 'focusout', focusOut],
      [document, 'visibilitychange', visibility],
    ];
    for (const [target, type, listener] of listeners)
      target.addEventListener(type, listener as EventListener);
    api.on('pointerDown', pressed).on('pointerUp', released).on('select', restart).on('reInit', sync);
    follow.current = sync;
    visibility();
    return () => {
      stopTimer();
      onScreen.disconnect();
      for (const [target, type, listener] of listeners)
        target.removeEventListener(type, listener as EventListener);
      api.off('pointerDown', pressed).off('pointerUp', released).off('select', restart).off('reInit', sync);
      follow.current = () => undefined;
      setPlaying(false);
    };
  }, [api, enabled, delayMs, rootRef]);

  const togglePaused = useCallback(() => {
    paused.current = !paused.current;
    setPausedByPerson(paused.current);
    follow.current();
  }, []);

  return { playing, pausedByPerson, togglePaused };
}
