import {
  Badge,
  Notice,
  Pagination,
  Skeleton,
  Table,
  VisuallyHidden,
  type BadgeTone,
  type TableColumn,
} from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useHeightKeptWhile } from '../../shared/useHeightKeptWhile';
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
  formatCount,
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
  /** Whether the person chose the page (issue 16): once it shows, a polite live region says which it is. */
  announcePage?: boolean;
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

/**
 * The visitor's rewards as a table with pages, or its loading, empty or error state, in a region that stays
 * while they change. Issue 16: a page button leaves while its page loads, so focus goes to the region (the
 * next Tab reaches the page buttons again, below the new rows) rather than to the document, and the region's
 * polite live region says which page shows once it does.
 */
export function RewardsListView({ announcePage = false, onPageChange, ...props }: RewardsListViewProps) {
  const { t } = useLingui();
  // Another page or filter loading keeps the last page's room, so that what is below does not jump meanwhile.
  const region = useHeightKeptWhile<HTMLDivElement>(props.status === 'loading');
  const page = props.page;
  const pages = Math.ceil(props.total / REWARDS_PAGE_SIZE);
  return (
    <div ref={region} tabIndex={-1} role="region" aria-label={t`Your rewards`} className={styles.region}>
      <RewardsList
        {...props}
        onPageChange={(chosen) => {
          if (chosen === page) return;
          onPageChange(chosen);
          region.current?.focus();
        }}
      />
      <VisuallyHidden as="div">
        <div role="status" aria-live="polite" data-testid="rewards-page-announcement">
          {announcePage && props.status === 'listed' ? t`Page ${page} of ${pages}` : null}
        </div>
      </VisuallyHidden>
    </div>
  );
}

function RewardsList({
  status,
  records,
  total,
  page,
  userType,
  nationality,
  onPageChange,
  onRetry,
}: Omit<RewardsListViewProps, 'announcePage'>) {
  const { t } = useLingui();
  const rewardCount = formatCount(total);
  const columns = useRewardColumns(userType, nationality);

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

  return (
    <div className={styles.list}>
      <p className={styles.muted} role="status">
        <Plural value={total} one={`${rewardCount} reward`} other={`${rewardCount} rewards`} />
      </p>
      <Table
        caption={t`Your rewards`}
        hideCaption
        columns={columns}
        rows={records}
        getRowKey={rewardKey}
        emptyText={t`No rewards yet`}
        label={t`Your rewards`}
        // With rewards its columns are about 500 px wide or more in every locale (hi the narrowest; headings
        // alone 250): a phone stacks them. Empty, the headings may fit, so it is measured.
        stacksBelowViewport={records.length > 0 ? 440 : undefined}
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

const rewardKey = (record: RewardRecord) => record.id;

/**
 * The table's columns, made again only when what they show changes: the same columns (and rows) let the table
 * skip its rows when the page renders for another reason, such as the filters' drawer closing on Confirm.
 */
function useRewardColumns(userType: UserType, nationality: string) {
  const { t, i18n } = useLingui();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'sc';
  return useMemo<TableColumn<RewardRecord>[]>(
    () => [
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
        render: (record) => {
          if (record.prizeType === PrizeType.CASH)
            return formatContestMoney(record.amount, cashCurrency(record, nationality));
          const itemCount = formatCount(record.amount);
          return <Plural value={record.amount} one={`${itemCount} item`} other={`${itemCount} items`} />;
        },
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
    ],
    [t, i18n, locale, nationality, userType],
  );
}
