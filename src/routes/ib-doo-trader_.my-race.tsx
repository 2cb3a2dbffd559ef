import { createFileRoute } from '@tanstack/react-router';
import { RacePage } from './-components/RacePage';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';
import type { CatalogPart } from '../i18n/catalogParts';
import { preloadCatalogPart } from '../i18n/preloadCatalogPart';

const texts: CatalogPart = 'race';

// `ib-doo-trader_` keeps this page out of the IB contest page's layout: it renders on its own.
export const Route = createFileRoute('/ib-doo-trader_/my-race')({
  // The texts download beside the page's chunk, not once it has rendered.
  loader: () => preloadCatalogPart(texts),
  component: () => (
    <CatalogPartBoundary part={texts}>
      <RacePage variant="ib" />
    </CatalogPartBoundary>
  ),
});
