import { Button } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import * as styles from './ErrorPanel.css';

export interface ServerErrorPageProps {
  /** Reloads the page; the browser's reload by default. */
  onRefresh?: () => void;
}

/** §8: the 500 page, shown by the router's error boundary when a page fails to render. */
export function ServerErrorPage({ onRefresh = () => window.location.reload() }: ServerErrorPageProps) {
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
      <Button tone="primary" onClick={onRefresh}>
        <Trans>Refresh page</Trans>
      </Button>
    </section>
  );
}
