import { IconButton } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { useReservedEdge } from '../../shared/reservedEdges';
import { SCROLL_TO_TOP_AFTER_PX, STICKY_BAR_AFTER_PX, useScrolledPast } from '../../shared/scroll';
import * as styles from './ScrollHelpers.css';

/** §2: on phones, an arrow back to the top once the page has scrolled past 300 px. */
export function ScrollToTop() {
  const shown = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  return shown ? <ScrollToTopButton /> : null;
}

function ScrollToTopButton() {
  const { t } = useLingui();
  const corner = useRef<HTMLDivElement>(null);
  useReservedEdge(corner, 'bottom');
  return (
    <div ref={corner} className={styles.scrollToTop}>
      <IconButton
        tone="solid"
        label={t`Back to top`}
        icon="↑"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}

/** §2: a bar pinned to the bottom of the screen once the page has scrolled past 100 px (pages put their action in it). */
export function StickyActionBar({ children }: { children: ReactNode }) {
  const shown = useScrolledPast(STICKY_BAR_AFTER_PX);
  if (!shown) return null;
  return <div className={styles.stickyBar}>{children}</div>;
}
