import { Button } from '@doo/design-system';
import { Trans } from '@lingui/react/macro';
import * as styles from './SiteHeader.css';

export interface SessionCheckFailedProps {
  onRetry: () => void;
  /** The check is being made again: the button stays (and keeps focus) but is busy. */
  retrying: boolean;
}

/**
 * The header's row on a public page when the session call failed: the page's content stays, and the person is
 * told their session could not be checked rather than shown as signed out.
 */
export function SessionCheckFailed({ onRetry, retrying }: SessionCheckFailedProps) {
  return (
    <div className={styles.navRow}>
      <p role="alert" className={styles.checkFailed}>
        <Trans>We could not check your session, so you may be signed in.</Trans>
      </p>
      <Button tone="secondary" size="sm" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
