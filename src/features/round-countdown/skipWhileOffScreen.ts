import { watchOnScreen } from '../../shared/watchOnScreen';

/**
 * A ref callback: once the element has been seen off screen, the browser neither lays out nor paints its
 * content while it stays off screen (`content-visibility: auto`), so a countdown's ticks there cost nothing.
 *
 * Not from the first render: an element skipped before it was ever laid out takes an estimated size for a
 * frame, and what is around it moves. Set off screen, with the size it has now, it moves nothing.
 */
export function skipWhileOffScreen(element: HTMLElement | null) {
  if (!element) return;
  const stop = watchOnScreen(element, (onScreen) => {
    if (onScreen) return;
    // From then on the browser decides.
    stop();
    const { paddingBlockStart, paddingBlockEnd } = getComputedStyle(element);
    const contentBlockSize =
      element.clientHeight - parseFloat(paddingBlockStart) - parseFloat(paddingBlockEnd);
    // `auto`: the size it last had on screen from then on.
    element.style.containIntrinsicBlockSize = `auto ${contentBlockSize}px`;
    element.style.contentVisibility = 'auto';
  });
  return stop;
}
