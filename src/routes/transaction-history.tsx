import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '../features/transaction-history/TransactionHistoryPage';
import { searchFromFilters } from '../features/transaction-history/searchFromFilters';
import { transactionHistorySearch } from '../features/transaction-history/transactionHistorySearch';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

export const Route = createFileRoute('/transaction-history')({
  validateSearch: transactionHistorySearch,
  component: function TransactionHistoryRoute() {
    const navigate = Route.useNavigate();
    return (
      <CatalogPartBoundary part="events">
        <TransactionHistoryPage
          search={Route.useSearch()}
          onSearchChange={(filters) => void navigate({ search: searchFromFilters(filters), replace: true })}
        />
      </CatalogPartBoundary>
    );
  },
});
