import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SiteHeader } from '../header/SiteHeader';
import { ToastsOnDemand } from '../toasts/ToastsOnDemand';
import { ScrollToTop } from './ScrollHelpers';
import { useLocationCookies } from './useLocationCookies';
import * as styles from './SiteShell.css';

/** The frame of every page: skip link, sign-in header and navigation, main, footer, toasts, back-to-top. */
export function SiteShell({ children }: { children: ReactNode }) {
  useLocationCookies();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Trans>Trading involves risk. Promotions are subject to their terms and conditions.</Trans>
      </footer>
      <ToastsOnDemand />
      <ScrollToTop />
    </div>
  );
}
