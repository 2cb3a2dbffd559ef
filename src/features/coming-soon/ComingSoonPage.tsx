import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import * as styles from './ComingSoonPage.css';
import { pageTitles, type PageKey } from './pageTitles';

/** A route of §2 whose content is still being built: its real title inside the real layout. */
export function ComingSoonPage({ page, children }: { page: PageKey; children?: ReactNode }) {
  const { i18n } = useLingui();
  const title = i18n._(pageTitles[page]);
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>
        <Trans>This page is being prepared. Please check back soon.</Trans>
      </p>
      {children}
    </section>
  );
}
