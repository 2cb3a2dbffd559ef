import { Trans } from '@lingui/react/macro';
import type { TransactionHistorySearch } from './transactionHistorySearch';
import { ComingSoonPage } from '../coming-soon/ComingSoonPage';

/** Until the filter panel lands, the page shows which filters its address selected. */
export function TransactionHistoryPreview({ filters }: { filters: TransactionHistorySearch }) {
  const rows: Array<[string, string | number | undefined]> = [
    ['activityType', filters.activityType],
    ['prize', filters.prize],
    ['status', filters.status],
    ['activityRound', filters.activityRound],
  ];
  return (
    <ComingSoonPage page="transactionHistory">
      <dl data-testid="applied-filters">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value ?? <Trans>Any</Trans>}</dd>
          </div>
        ))}
      </dl>
    </ComingSoonPage>
  );
}
