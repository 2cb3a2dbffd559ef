import { Trans } from '@lingui/react/macro';
import { LoadFailedLine } from '../../shared/LoadFailedLine';
import * as styles from './SiteHeader.css';

export interface SessionCheckFailedProps {
  onRetry: () => void;
  /** The check is being made again. */
  retrying: boolean;
}

/**
 * The header's row on a public page when the session call failed: the page's content stays, and the person is
 * told their session could not be checked rather than shown as signed out.
 */
export function SessionCheckFailed(props: SessionCheckFailedProps) {
  return (
    <div className={styles.navRow}>
      <LoadFailedLine {...props}>
        <Trans>We could not check your session, so you may be signed in.</Trans>
      </LoadFailedLine>
    </div>
  );
}
