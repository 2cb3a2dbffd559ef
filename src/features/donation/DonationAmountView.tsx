import { Skeleton } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatContestMoney, type DisplayCurrency } from '../../i18n/format';
import * as styles from './Donation.css';
import { HeartIcon } from './HeartIcon';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';

export type DonationAmountViewProps =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'ready'; amount: number; currency: DisplayCurrency };

/** The body of the donation modal in each of its states. */
export function DonationAmountView(props: DonationAmountViewProps) {
  const { t } = useLingui();
  return (
    <div className={styles.body}>
      <HeartIcon size={48} />
      {props.status === 'loading' ? (
        <Skeleton label={t`Loading the donation total`} rows={1} rowHeight={56} />
      ) : null}
      {props.status === 'failed' ? (
        <LoadFailedNotice onRetry={props.onRetry}>
          <Trans>The donation total could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : null}
      {props.status === 'ready' ? (
        <>
          <p className={styles.amount}>{formatContestMoney(props.amount, props.currency)}</p>
          <p className={styles.note}>
            <Trans>donated so far by the contest and its traders.</Trans>
          </p>
        </>
      ) : null}
      <p className={styles.note}>
        <Trans>Part of every round's prize pool goes to children's education charities.</Trans>
      </p>
    </div>
  );
}
