import { Button } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { useReservedEdge } from '../../shared/reservedEdges';
import * as styles from './ContestLanding.css';

/** §9: the sticky action bar appears once the page has scrolled past 100 px. */
export const stickyBarThreshold = 100;

export interface StickyActionBarProps {
  shown: boolean;
  href: string;
  /** Japan signs in rather than registers (§2). */
  japan: boolean;
}

/** §2 scroll behaviour: a bar at the bottom with the page's main action. */
export function StickyActionBar({ shown, href, japan }: StickyActionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  // Reserved even while hidden: it slides in as soon as Tab scrolls the page.
  useReservedEdge(bar, 'bottom');
  return (
    <div ref={bar} className={styles.stickyBar} data-sticky-bar={shown ? 'shown' : 'hidden'}>
      <p className={styles.stickyText}>
        <Trans>Enter the Doo Trader contest</Trans>
      </p>
      <Button asChild tone="secondary">
        <a href={href}>{japan ? <Trans>Log in to take part</Trans> : <Trans>Register now</Trans>}</a>
      </Button>
    </div>
  );
}
