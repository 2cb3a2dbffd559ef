import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import * as styles from './SiteShell.css';

/** The frame of every page: skip link, header with the brand and the language picker, main, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              D
            </span>
            <Trans>Doo Promotions</Trans>
          </Link>
          <LanguagePicker />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Trans>Trading involves risk. Promotions are subject to their terms and conditions.</Trans>
      </footer>
    </div>
  );
}
