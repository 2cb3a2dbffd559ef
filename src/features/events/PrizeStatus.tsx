import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './ClientEvent.css';

/** §4: the three prize status pictures of the client event. */
export type PrizeStatusKind = 'processing' | 'rejected' | 'expired';

const art: Record<PrizeStatusKind, ReactNode> = {
  // An hourglass: the claim is being reviewed.
  processing: (
    <>
      <circle cx="44" cy="44" r="40" fill="currentColor" opacity="0.12" />
      <path d="M30 22h28M30 66h28M33 22c0 14 22 16 22 22s-22 8-22 22M55 22c0 14-22 16-22 22s22 8 22 22" />
      <path d="M38 60h12" />
    </>
  ),
  // A document crossed out: the claim was rejected.
  rejected: (
    <>
      <circle cx="44" cy="44" r="40" fill="currentColor" opacity="0.12" />
      <path d="M28 18h24l10 10v42H28z" />
      <path d="M52 18v10h10M36 40l18 18M54 40L36 58" />
    </>
  ),
  // A clock that has run out: the period is over.
  expired: (
    <>
      <circle cx="44" cy="44" r="40" fill="currentColor" opacity="0.12" />
      <circle cx="44" cy="46" r="22" />
      <path d="M44 34v12l8 6M38 18h12M44 18v6M22 24l-6 6M66 24l6 6" />
    </>
  ),
};

export function PrizeStatus({ kind }: { kind: PrizeStatusKind }) {
  return (
    <figure className={styles.statusFigure} data-testid="prize-status" data-status={kind}>
      <svg
        className={`${styles.statusArt} ${styles.statusTone[kind]}`}
        viewBox="0 0 88 88"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {art[kind]}
      </svg>
      <figcaption className={styles.statusText}>
        {kind === 'processing' ? (
          <>
            <p className={styles.statusTitle}>
              <Trans>Your prize is under review</Trans>
            </p>
            <p className={styles.muted}>
              <Trans>
                We are checking your trading for this period. This usually takes a few working days.
              </Trans>
            </p>
          </>
        ) : kind === 'rejected' ? (
          <>
            <p className={styles.statusTitle}>
              <Trans>Your prize claim was not approved</Trans>
            </p>
            <p className={styles.muted}>
              <Trans>
                The trading in this period did not meet the event rules. Your account manager can tell you
                more.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <p className={styles.statusTitle}>
              <Trans>This period has ended</Trans>
            </p>
            <p className={styles.muted}>
              <Trans>
                Trades after its end date no longer count. Choose another period or join the next one.
              </Trans>
            </p>
          </>
        )}
      </figcaption>
    </figure>
  );
}
