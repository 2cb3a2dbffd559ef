import { createFileRoute } from '@tanstack/react-router';
import { RacePage } from './-components/RacePage';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

// `doo-trader_` keeps this page out of the contest page's layout: it renders on its own.
export const Route = createFileRoute('/doo-trader_/my-race')({
  component: () => (
    <CatalogPartBoundary part="race">
      <RacePage variant="client" />
    </CatalogPartBoundary>
  ),
});
