import { useLayoutEffect, type RefObject } from 'react';
import './reservedEdges.css';

/**
 * WCAG 2.4.11: the bars pinned to the top or bottom of the screen (the header, the "Register now" bar,
 * the floating links) reserve their height as the page's scroll padding, so that a control scrolled into
 * view by Tab or an anchor jump stops clear of them. `--reserved-top`/`--reserved-bottom` on the root
 * carry the tallest bar of each edge; `reservedEdges.css.ts` turns them into `scroll-padding`.
 */
export type ScreenEdge = 'top' | 'bottom';

/**
 * The two properties are lengths that do not inherit: a change then restyles the root and the body (which takes
 * `--reserved-bottom` from it explicitly, `reservedEdges.css.ts`), not every element of the page, as an
 * inherited custom property does (on the landing page at 4× CPU, 24 ms a write before, under 1 ms after).
 * Where `CSS.registerProperty` is missing they stay inherited, which works the same, only slower.
 */
function registerEdgeProperties() {
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  for (const name of ['--reserved-top', '--reserved-bottom']) {
    try {
      CSS.registerProperty({ name, syntax: '<length>', inherits: false, initialValue: '0px' });
    } catch {
      // Registered already: a second copy of this module, as a dev server's hot reload makes.
    }
  }
}
registerEdgeProperties();

/**
 * The pinned bars mounted now: the edge each is pinned to, the room it took when last measured, and whether it
 * has been measured yet (the observer's first report measures it, or a focus that comes before that).
 */
const bars = new Map<HTMLElement, { edge: ScreenEdge; room: number; measured: boolean }>();

const unmeasuredBars = () => [...bars].filter(([, bar]) => !bar.measured).map(([element]) => element);

/** The control that has focus, if any: what a bar must not cover. */
function focusedControl(): Element | null {
  const focused = document.activeElement;
  return focused === document.body ? null : focused;
}

const tallest = (edge: ScreenEdge) =>
  Math.max(0, ...[...bars.values()].filter((bar) => bar.edge === edge).map((bar) => bar.room));

/**
 * Scrolls the focused element clear of the bars: whole if it fits between them, else its start. Only a
 * keyboard's focus: a click must not move the page, nor a bar measured between its press and its release
 * (the release would land beside the control, and the click be lost).
 */
function keepFocusClear() {
  const focused = focusedControl();
  if (!focused?.matches(':focus-visible')) return;
  if ([...bars.keys()].some((bar) => bar.contains(focused))) return;
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
 * when part of it shows, its top under the header.
 */
function onFocusIn() {
  // Focus that comes before a new bar's first report (a Tab while the page is still drawing): measured now.
  measure(unmeasuredBars());
  keepFocusClear();
}

/** The room a pinned element takes at its edge: its height plus its distance from that edge (none when not drawn). */
function roomOf(element: HTMLElement, edge: ScreenEdge): number {
  if (element.offsetHeight === 0) return 0;
  const offset = parseFloat(getComputedStyle(element)[edge]) || 0;
  return element.offsetHeight + Math.max(0, offset);
}

/**
 * Measures all the bars given, then writes the root's properties once: a write between two reads would make
 * the second read lay the page out again.
 */
function measure(elements: Iterable<HTMLElement>) {
  let changed = false;
  for (const element of elements) {
    const bar = bars.get(element);
    if (!bar) continue;
    const room = roomOf(element, bar.edge);
    bar.measured = true;
    if (bar.room === room) continue;
    bar.room = room;
    changed = true;
  }
  if (changed) apply();
}

/** A bar's size changes (it wraps, a button inside shows) are measured when the observer reports them. */
let resizes: ResizeObserver | null = null;
const observeSize = (element: HTMLElement) => {
  if (typeof ResizeObserver === 'undefined') return;
  resizes ??= new ResizeObserver((entries) => measure(entries.map((entry) => entry.target as HTMLElement)));
  resizes.observe(element);
};

/**
 * A bar's offset changes with the page's scroll (the floating links rise above the action bar once it shows):
 * measured again after the frame that draws the change, once per frame whatever the number of bars.
 */
let measureQueued = false;
function measureNextFrame() {
  if (measureQueued) return;
  measureQueued = true;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      measureQueued = false;
      measure(bars.keys());
    }),
  );
}

function listen() {
  document.addEventListener('focusin', onFocusIn);
  window.addEventListener('scroll', measureNextFrame, { passive: true });
  window.addEventListener('resize', measureNextFrame);
}

function stopListening() {
  document.removeEventListener('focusin', onFocusIn);
  window.removeEventListener('scroll', measureNextFrame);
  window.removeEventListener('resize', measureNextFrame);
}

/** Reserves the room the element pinned at `edge` takes while it is mounted. */
export function useReservedEdge(ref: RefObject<HTMLElement | null>, edge: ScreenEdge) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // No room until its first measure.
    bars.set(element, { edge, room: 0, measured: false });
    if (bars.size === 1) listen();
    // With a control focused, measured before the bar is first drawn: drawn first, it would cover that control
    // for a frame. Otherwise the observer's first report measures it after the browser's own layout, before it
    // paints: measured here, the whole page was laid out inside the task that rendered it (10–23 ms of the
    // race page's first render at 412 px). A focus before that report measures it then (`onFocusIn`): an
    // a11y walk's Tab found the control under the header 1 time in 20 when nothing did.
    if (focusedControl()) measure([element]);
    observeSize(element);
    return () => {
      resizes?.unobserve(element);
      bars.delete(element);
      if (bars.size === 0) stopListening();
      apply();
    };
  }, [ref, edge]);
}
