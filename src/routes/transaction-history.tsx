import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '../features/transaction-history/TransactionHistoryPage';
import { searchFromFilters } from '../features/transaction-history/searchFromFilters';
import { transactionHistorySearch } from '../features/transaction-history/transactionHistorySearch';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';
import type { CatalogPart } from '../i18n/catalogParts';
import { preloadCatalogPart } from '../i18n/preloadCatalogPart';

const texts: CatalogPart = 'events';

export const Route = createFileRoute('/transaction-history')({
  // The texts download beside the page's chunk, not once it has rendered.
  loader: () => preloadCatalogPart(texts),
  validateSearch: transactionHistorySearch,
  component: function TransactionHistoryRoute() {
    const navigate = Route.useNavigate();
    return (
      <CatalogPartBoundary part={texts}>
        <TransactionHistoryPage
          search={Route.useSearch()}
          onSearchChange={(filters) => void navigate({ search: searchFromFilters(filters), replace: true })}
        />
      </CatalogPartBoundary>
    );
  },
});
