import {
  Badge,
  Notice,
  Pagination,
  Skeleton,
  Table,
  type BadgeTone,
  type TableColumn,
} from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  PrizeType,
  rewardStateFromStatus,
  type RewardRecord,
  type RewardState,
} from '../../../contract/rewards';
import type { UserType } from '../../../contract/session';
import { REWARDS_PAGE_SIZE } from '../../../machines/rewardsList.machine';
import {
  displayCurrency,
  formatContestMoney,
  formatDateTimeUtc,
  type DisplayCurrency,
} from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { eventTypeLabels, prizeTypeLabels, rewardStateLabels } from './rewardLabels';
import * as styles from './TransactionHistory.css';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';

export type RewardsListStatus = 'loading' | 'listed' | 'empty' | 'failed';

export interface RewardsListViewProps {
  status: RewardsListStatus;
  records: readonly RewardRecord[];
  total: number;
  page: number;
  userType: UserType;
  nationality: string;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

const stateTones: Record<RewardState, BadgeTone> = {
  processing: 'info',
  completed: 'success',
  rejected: 'danger',
  failed: 'warning',
};

/** Cash in the currency the service states for the record, or the visitor's own (§1) when it states none. */
function cashCurrency(record: RewardRecord, nationality: string): DisplayCurrency {
  return record.currency === 'USD' || record.currency === 'JPY'
    ? record.currency
    : displayCurrency(nationality);
}

/** The visitor's rewards as a table with pages, or its loading, empty or error state. */
export function RewardsListView({
  status,
  records,
  total,
  page,
  userType,
  nationality,
  onPageChange,
  onRetry,
}: RewardsListViewProps) {
  const { t, i18n } = useLingui();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'sc';

  if (status === 'loading') return <Skeleton label={t`Loading your rewards`} rows={3} rowHeight={56} />;
  if (status === 'failed') {
    return (
      <LoadFailedNotice title={t`Your rewards could not be loaded`} onRetry={onRetry}>
        <Trans>Please check your connection and try again.</Trans>
      </LoadFailedNotice>
    );
  }
  if (status === 'empty') {
    return (
      <Notice tone="info" announce="status" title={t`No rewards yet`}>
        <Trans>No rewards match these filters. Try another event, status or period.</Trans>
      </Notice>
    );
  }

  const columns: TableColumn<RewardRecord>[] = [
    {
      key: 'prizeName',
      header: t`Prize`,
      isRowHeader: true,
      render: (record) => (
        <span className={styles.prizeCell}>
          <span>
            <span lang={record.lang.tag} dir={record.lang.direction}>
              {record.prizeName}
            </span>
          </span>
          <span className={styles.muted}>
            {i18n._(eventTypeLabels[record.activityType])} · {i18n._(prizeTypeLabels[record.prizeType])}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      align: 'end',
      render: (record) =>
        record.prizeType === PrizeType.CASH ? (
          formatContestMoney(record.amount, cashCurrency(record, nationality))
        ) : (
          <Plural value={record.amount} one="# item" other="# items" />
        ),
    },
    {
      key: 'status',
      header: t`Status`,
      render: (record) => {
        const state = rewardStateFromStatus(userType, record.status);
        return state ? <Badge tone={stateTones[state]}>{i18n._(rewardStateLabels[state])}</Badge> : null;
      },
    },
    {
      key: 'createTime',
      header: t`Date (UTC)`,
      render: (record) => formatDateTimeUtc(record.createTime, locale),
    },
  ];

  return (
    <div className={styles.list}>
      <p className={styles.muted} role="status">
        <Plural value={total} one="# reward" other="# rewards" />
      </p>
      <Table
        caption={t`Your rewards`}
        hideCaption
        columns={columns}
        rows={records}
        getRowKey={(record) => record.id}
        emptyText={t`No rewards yet`}
        label={t`Your rewards`}
      />
      <Pagination
        page={page}
        pageCount={Math.ceil(total / REWARDS_PAGE_SIZE)}
        onPageChange={onPageChange}
        label={t`Reward pages`}
        previousLabel={t`Previous page`}
        nextLabel={t`Next page`}
        pageLabel={(n) => t`Page ${n}`}
      />
    </div>
  );
}
