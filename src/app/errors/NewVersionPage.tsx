import { Button } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import * as styles from '../../shared/ErrorPanel.css';

export interface NewVersionPageProps {
  /** Loads the page again, with the new version's code; the browser's reload by default. */
  onReload?: () => void;
}

/** A page's code of an older deploy is gone: offer the new version. The session is left alone. */
export function NewVersionPage({ onReload = () => window.location.reload() }: NewVersionPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`A new version of this site is available`);
  return (
    <section className={styles.panel} aria-labelledby="new-version-title">
      <h1 id="new-version-title" className={styles.title}>
        <Trans>A new version of this site is available</Trans>
      </h1>
      <p className={styles.message}>
        <Trans>Reload the page to continue. You stay signed in.</Trans>
      </p>
      <Button tone="primary" onClick={onReload}>
        <Trans>Reload</Trans>
      </Button>
    </section>
  );
}
