import { Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../i18n/useDocumentTitle';
import { useSessionView } from '../../app/session/sessionView';
import { RewardsHistory, type RewardsHistoryProps } from './RewardsHistory';
import * as styles from './TransactionHistory.css';

export type TransactionHistoryPageProps = Omit<RewardsHistoryProps, 'user'>;

/**
 * `/transaction-history`: the visitor's event rewards, filtered by event, prize, status and period.
 * The page needs a session; the session gate sends a visitor without one to logout (§5).
 */
export function TransactionHistoryPage(props: TransactionHistoryPageProps) {
  const { t, i18n } = useLingui();
  const session = useSessionView();
  useDocumentTitle(t`Transaction history`);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.intro}>
        <h1 id="page-title" className={styles.title}>
          <Trans>Transaction history</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Every reward you have won in our events, and where it stands.</Trans>
        </p>
      </header>
      {session.user ? (
        // A new user (after an account switch) starts from fresh options and filters; a new language loads
        // the rewards again, as the service names them in the reader's language (the filters stay in the URL).
        <RewardsHistory
          key={`${session.user.uuid}:${session.user.userType}:${i18n.locale}`}
          user={session.user}
          {...props}
        />
      ) : session.status === 'loading' ? (
        <Skeleton label={t`Loading your account`} rows={2} rowHeight={56} />
      ) : (
        <p className={styles.lead}>
          <Trans>Log in to see your rewards.</Trans>
        </p>
      )}
    </section>
  );
}
