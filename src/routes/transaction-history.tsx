import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPreview } from '../features/transaction-history/TransactionHistoryPreview';
import { transactionHistorySearch } from '../features/transaction-history/transactionHistorySearch';

export const Route = createFileRoute('/transaction-history')({
  validateSearch: transactionHistorySearch,
  component: function TransactionHistoryRoute() {
    return <TransactionHistoryPreview filters={Route.useSearch()} />;
  },
});
