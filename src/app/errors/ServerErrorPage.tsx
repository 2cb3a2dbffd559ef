import { Button } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import * as styles from '../../shared/ErrorPanel.css';

export interface ServerErrorPageProps {
  /** Reloads the page; the browser's reload by default. */
  onRefresh?: () => void;
  /**
   * The global 500's countdown before the visitor is signed out and taken to sign in again (§2);
   * `null` once it is under way; absent for a plain 500 page.
   */
  secondsLeft?: number | null;
}

/** §8: the 500 page with its refresh link; with `secondsLeft`, the global 500 that signs out (§2). */
export function ServerErrorPage({
  onRefresh = () => window.location.reload(),
  secondsLeft,
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
      {secondsLeft === undefined ? null : (
        <p className={styles.message} role="status" aria-live="polite" aria-atomic="true">
          {secondsLeft === null ? (
            <Trans>Signing you out…</Trans>
          ) : (
            <Plural
              value={secondsLeft}
              one="You will be signed out and taken to the user center in # second."
              other="You will be signed out and taken to the user center in # seconds."
            />
          )}
        </p>
      )}
      <Button tone="primary" onClick={onRefresh}>
        <Trans>Refresh page</Trans>
      </Button>
    </section>
  );
}
