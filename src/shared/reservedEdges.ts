import { useLayoutEffect, type RefObject } from 'react';
import './reservedEdges.css';

/**
 * WCAG 2.4.11: the bars pinned to the top or bottom of the screen (the header, the "Register now" bar,
 * the floating links) reserve their height as the page's scroll padding, so that a control scrolled into
 * view by Tab or an anchor jump stops clear of them. `--reserved-top`/`--reserved-bottom` on the root
 * carry the tallest bar of each edge; `reservedEdges.css.ts` turns them into `scroll-padding`.
 */
export type ScreenEdge = 'top' | 'bottom';

const reserved: Record<ScreenEdge, Map<Element, number>> = { top: new Map(), bottom: new Map() };

const tallest = (edge: ScreenEdge) => Math.max(0, ...reserved[edge].values());

/** Scrolls the focused element clear of the bars: whole if it fits between them, else its start. */
function keepFocusClear() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return;
  if ([...reserved.top.keys(), ...reserved.bottom.keys()].some((bar) => bar.contains(focused))) return;
  const box = focused.getBoundingClientRect();
  const freeTop = tallest('top');
  const freeBottom = window.innerHeight - tallest('bottom');
  if (box.top >= freeTop && box.bottom <= freeBottom) return;
  if (box.height <= freeBottom - freeTop) {
    focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  } else if (box.top < freeTop || box.top >= freeBottom) {
    focused.scrollIntoView({ block: 'start', inline: 'nearest' });
  }
}

function apply() {
  const root = document.documentElement;
  root.style.setProperty('--reserved-top', `${tallest('top')}px`);
  root.style.setProperty('--reserved-bottom', `${tallest('bottom')}px`);
  // A bar that appears or grows after Tab has scrolled may cover the focused control: bring it back out.
  keepFocusClear();
}

/**
 * Chromium leaves a focused region taller than the screen (a tab panel, a table that scrolls) where it is
 * when part of it shows, its top under the header. Only for the keyboard: a click must not move the page.
 */
function onFocusIn(event: FocusEvent) {
  if (event.target instanceof Element && event.target.matches(':focus-visible')) keepFocusClear();
}

let barsMounted = 0;

/** The room a pinned element takes at its edge: its height plus its distance from that edge (none when not drawn). */
function roomOf(element: HTMLElement, edge: ScreenEdge): number {
  if (element.offsetHeight === 0) return 0;
  const offset = parseFloat(getComputedStyle(element)[edge]) || 0;
  return element.offsetHeight + Math.max(0, offset);
}

/** Reserves the room the element pinned at `edge` takes while it is mounted. */
export function useReservedEdge(ref: RefObject<HTMLElement | null>, edge: ScreenEdge) {
  // Measured before the bar is first drawn: drawn first, it would cover the focused control for a frame.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const room = roomOf(element, edge);
      if (reserved[edge].get(element) === room) return;
      reserved[edge].set(element, room);
      apply();
    };
    measure();
    if ((barsMounted += 1) === 1) document.addEventListener('focusin', onFocusIn);
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    // A bar's offset changes with the page's scroll (the floating links rise above the action bar once
    // it shows): measured again after the frame that draws the change.
    const measureNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(measure));
    window.addEventListener('scroll', measureNextFrame, { passive: true });
    window.addEventListener('resize', measureNextFrame);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('scroll', measureNextFrame);
      window.removeEventListener('resize', measureNextFrame);
      reserved[edge].delete(element);
      if ((barsMounted -= 1) === 0) document.removeEventListener('focusin', onFocusIn);
      apply();
    };
  }, [ref, edge]);
}
