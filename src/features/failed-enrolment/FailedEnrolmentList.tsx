import { Notice } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TradingType, type FailedEnrolment } from '../../../contract/contest';
import { formatContestMoney, formatCount, type DisplayCurrency } from '../../i18n/format';
import * as styles from './FailedEnrolment.css';

export interface FailedEnrolmentListProps {
  /** The signed-in user's accounts whose automatic enrolment failed; nothing is drawn for none. */
  accounts: readonly FailedEnrolment[];
  /** The service gives these accounts' equity in yen only, so it shows for `JPY` viewers. @default 'USD' */
  currency?: DisplayCurrency;
  /** What the person can do about it, e.g. a link to manual registration. */
  action?: ReactNode;
}

/**
 * A warning listing the accounts that could not be entered automatically (§2 landing section 4,
 * personal race page section 3): account, category and, for yen viewers, equity.
 */
export function FailedEnrolmentList({ accounts, currency = 'USD', action }: FailedEnrolmentListProps) {
  const { t } = useLingui();
  if (accounts.length === 0) return null;
  const accountCount = formatCount(accounts.length);
  return (
    <Notice
      tone="warning"
      title={
        <Plural
          value={accounts.length}
          one={`Automatic enrolment failed for ${accountCount} account`}
          other={`Automatic enrolment failed for ${accountCount} accounts`}
        />
      }
      actions={action}
    >
      <p>
        <Plural
          value={accounts.length}
          one="This account did not meet the entry requirements when the round began. Check its equity, then register it manually."
          other="These accounts did not meet the entry requirements when the round began. Check their equity, then register them manually."
        />
      </p>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={`${account.accountId}-${account.tradingType}`} className={styles.item}>
            <span className={styles.account}>
              <Trans>Account {account.accountId}</Trans>
            </span>
            <span>{account.tradingType === TradingType.CLASSIC ? t`Classic` : t`Master`}</span>
            {currency === 'JPY' ? (
              <span className={styles.muted}>
                <Trans>Equity {formatContestMoney(account.equityJpy, 'JPY')}</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
