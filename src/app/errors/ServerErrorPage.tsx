import { Button } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RedirectCountdownNotice, type RedirectCountdown } from './RedirectCountdownNotice';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import * as styles from '../../shared/ErrorPanel.css';

export interface ServerErrorPageProps {
  /** Reloads the page; the browser's reload by default. */
  onRefresh?: () => void;
  /**
   * The global 500's countdown before the visitor is signed out and taken to sign in again (§2);
   * absent for a plain 500 page.
   */
  countdown?: RedirectCountdown;
  /** Stops the countdown (WCAG 2.2.1). */
  onStay?: () => void;
}

/** §8: the 500 page with its refresh link; with `countdown`, the global 500 that signs out (§2). */
export function ServerErrorPage({
  onRefresh = () => window.location.reload(),
  countdown,
  onStay = () => {},
}: ServerErrorPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Server error`);
  return (
    <section className={styles.panel} aria-labelledby="server-error-title">
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 id="server-error-title" className={styles.title}>
        <Trans>Server error</Trans>
      </h1>
      <p className={styles.message}>
        <Trans>The server ran into a problem. Please try again later or refresh the page.</Trans>
      </p>
      {countdown === undefined ? null : (
        <RedirectCountdownNotice
          countdown={countdown}
          counting={(secondsLeft) => (
            <Plural
              value={secondsLeft}
              one={`You will be signed out and taken to the user center in ${secondsLeft} second.`}
              other={`You will be signed out and taken to the user center in ${secondsLeft} seconds.`}
            />
          )}
          underWay={<Trans>Signing you out…</Trans>}
          onStay={onStay}
        />
      )}
      <Button tone="primary" onClick={onRefresh}>
        <Trans>Refresh page</Trans>
      </Button>
    </section>
  );
}
