import type { UseEmblaCarouselType } from 'embla-carousel-react';

export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

const glideMs = 450;
const glideEasing = 'cubic-bezier(0.22, 1, 0.36, 1)';

/** Whether a box on screen overlaps the slider's window. */
const overlaps = (box: DOMRect, frame: DOMRect) => box.right > frame.left && box.left < frame.right;

/** A distance along a strip that wraps, as the shortest way round: in (-strip / 2, strip / 2]. */
export const shortestWayRound = (distance: number, strip: number) =>
  distance - strip * Math.round(distance / strip);

const glides = new WeakMap<EmblaCarouselType, Animation[]>();

/** Browsers without the Web Animations API (before Safari 13.1) place the slides without a glide. */
const canGlide = () => typeof Element !== 'undefined' && typeof Element.prototype.animate === 'function';

/** Ends the slides' glides at once, where embla has placed them. */
export function stopGliding(api: EmblaCarouselType) {
  for (const animation of glides.get(api) ?? []) animation.cancel();
  glides.delete(api);
}

/**
 * Moves the slides with `jump` (embla places them at once) and, unless `still`, lets the ones a person sees
 * glide from where they were: animations of `transform` that the compositor runs, where embla's own scrolling
 * takes the main thread every frame for about 1.8 s (50 ms of work a second under autoplay).
 *
 * On a strip that wraps, embla may take a slide from one end to the other as it jumps; each slide in view then
 * moves the shortest way round, the same way as the others, and one that only leaves the window ends there.
 */
export function glide(
  api: EmblaCarouselType,
  jump: () => void,
  { wraps, still }: { wraps: boolean; still: boolean },
) {
  const slides = api.slideNodes();
  const before = slides.map((slide) => slide.getBoundingClientRect());
  stopGliding(api);
  jump();
  if (still || !canGlide()) return;
  const frame = api.rootNode().getBoundingClientRect();
  const after = slides.map((slide) => slide.getBoundingClientRect());
  const strip = after.reduce((length, box) => length + box.width, 0);
  const started: Animation[] = [];
  slides.forEach((slide, index) => {
    const from = before[index];
    const to = after[index];
    if (!from || !to) return;
    const moved = to.left - from.left;
    const shift = wraps && strip > 0 ? shortestWayRound(moved, strip) : moved;
    if (Math.abs(shift) < 0.5) return;
    const seenAfter = overlaps(to, frame);
    if (!seenAfter && !overlaps(from, frame)) return;
    // Offsets from the slide's new place: one arriving comes in by `shift`; one only leaving goes by it.
    const start = seenAfter ? -shift : -moved;
    const end = seenAfter ? 0 : shift - moved;
    const placed = slide.style.transform;
    const at = (offset: number) =>
      `${placed && placed !== 'none' ? `${placed} ` : ''}translate3d(${offset}px, 0, 0)`;
    started.push(
      slide.animate([{ transform: at(start) }, { transform: at(end) }], {
        duration: glideMs,
        easing: glideEasing,
      }),
    );
  });
  glides.set(api, started);
}
