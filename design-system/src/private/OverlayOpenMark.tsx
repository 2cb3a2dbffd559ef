import { useEffect, useLayoutEffect } from 'react';

/** The body's attribute while a modal with an overlay (a `Dialog`, a `Drawer`, a `Select`'s list) is open. */
export const modalOverlayOpenAttribute = 'data-modal-overlay-open';

/** Open modals now: one may open over another. */
let openCount = 0;

/**
 * Marks the body while mounted inside a modal's content or cover. That is when Radix has `pointer-events: none` on
 * the body, an inherited property: changed on the body, it restyles every element of the page. Under the overlay
 * the page can take no pointer anyway, so an app may keep its root's own `pointer-events` while the mark is there,
 * and the change then stops at the root. The mark comes before Radix's passive effect (a layout effect: when it
 * came in the same flush, a style read between the two restyled the page once for the body and again for the
 * root), and goes in the same flush as the body's `pointer-events` (a layout effect's cleanup ran a task earlier,
 * and the page was restyled twice).
 */
export function OverlayOpenMark() {
  useLayoutEffect(() => {
    openCount += 1;
    document.body.setAttribute(modalOverlayOpenAttribute, '');
  }, []);
  useEffect(() => {
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.removeAttribute(modalOverlayOpenAttribute);
    };
  }, []);
  return null;
}
