import { Card, Skeleton, Table } from '@doo/design-system';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TradingType, type CategoryDetails } from '../../../contract';
import { formatContestMoney, formatCount, type DisplayCurrency } from '../../i18n/format';
import * as styles from './EntryRequirements.css';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';

export type EntryRequirementsViewProps =
  | { status: 'loading' | 'empty' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'ready'; categories: readonly CategoryDetails[]; currency: DisplayCurrency };

/** §5 entry requirements per category: equity at registration, accounts, volume, trades, duration. */
export function EntryRequirementsView(props: EntryRequirementsViewProps) {
  const { t } = useLingui();
  const title = t`Entry requirements`;
  return (
    <Card as="section" title={title} titleLevel={2} padding="lg">
      <p className={styles.lead}>
        <Trans>Each category has its own requirements. An account must meet all of them to be ranked.</Trans>
      </p>
      {props.status === 'loading' ? (
        <Skeleton label={t`Loading the entry requirements`} rows={2} rowHeight={48} />
      ) : null}
      {props.status === 'empty' ? (
        <p className={styles.message}>
          <Trans>The entry requirements will be announced before the round starts.</Trans>
        </p>
      ) : null}
      {props.status === 'failed' ? (
        <LoadFailedNotice onRetry={props.onRetry}>
          <Trans>The entry requirements could not be loaded.</Trans>
        </LoadFailedNotice>
      ) : null}
      {props.status === 'ready' ? (
        // A visible caption: a hidden one is positioned out of the table's scroll box and widens phone pages.
        // Its box is named like the table, not like the section: two landmarks may not share a name.
        <Table
          caption={t`Requirements by category`}
          label={t`Requirements by category`}
          // Its columns need 623 px or more in every locale (kr the narrowest): on a phone it stacks.
          stacksBelowViewport={620}
          rows={[...props.categories].sort((a, b) => a.id - b.id)}
          getRowKey={(row) => row.id}
          emptyText={t`The entry requirements will be announced before the round starts.`}
          columns={[
            {
              key: 'category',
              header: t`Category`,
              isRowHeader: true,
              render: (row) => (row.id === TradingType.CLASSIC ? t`Classic` : t`Master`),
            },
            {
              key: 'registerGross',
              header: t`Minimum equity at registration`,
              align: 'end',
              render: (row) =>
                props.currency === 'JPY'
                  ? formatContestMoney(row.registerGrossJpy, 'JPY')
                  : formatContestMoney(row.registerGross, 'USD'),
            },
            {
              key: 'maxAccountNum',
              header: t`Maximum accounts`,
              align: 'end',
              render: (row) => formatCount(row.maxAccountNum),
            },
            {
              key: 'minVolume',
              header: t`Minimum volume (lots)`,
              align: 'end',
              render: (row) => formatCount(row.minVolume),
            },
            {
              key: 'minTradingNum',
              header: t`Minimum trades`,
              align: 'end',
              render: (row) => formatCount(row.minTradingNum),
            },
            {
              key: 'minStrategyDuration',
              header: t`Minimum strategy duration`,
              align: 'end',
              render: (row) => {
                const dayCount = formatCount(row.minStrategyDuration);
                return (
                  <Plural
                    value={row.minStrategyDuration}
                    one={`${dayCount} day`}
                    other={`${dayCount} days`}
                  />
                );
              },
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
