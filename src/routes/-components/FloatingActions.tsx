import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { useReservedEdge } from '../../shared/reservedEdges';
import { DonationModal } from '../../features/donation';
import type { DisplayCurrency } from '../../i18n/format';
import * as styles from '../../features/contest-landing/ContestLanding.css';
import { landingAnchors } from '../../features/contest-landing/landingAnchors';

export interface FloatingActionsProps {
  /** §2: both show once the top banner has scrolled out of view. */
  visible: boolean;
  donationCurrency: DisplayCurrency;
}

/** The floating ranking link (to `#rankingBoard`) and donation button. */
export function FloatingActions({ visible, donationCurrency }: FloatingActionsProps) {
  const cluster = useRef<HTMLDivElement>(null);
  useReservedEdge(cluster, 'bottom');
  return (
    <div ref={cluster} className={styles.floating}>
      <a className={styles.rankingLink} href={`#${landingAnchors.rankingBoard}`} hidden={!visible}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 12h4v6H2zM8 6h4v12H8zM14 9h4v9h-4z" />
        </svg>
        <Trans>Rankings</Trans>
      </a>
      <DonationModal currency={donationCurrency} buttonVisible={visible} />
    </div>
  );
}
