import { createFileRoute } from '@tanstack/react-router';
import { IbSeasonPage } from '../features/events/IbSeasonPage';
import { TermsCardSection } from '../features/terms-card';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';
import type { CatalogPart } from '../i18n/catalogParts';
import { preloadCatalogPart } from '../i18n/preloadCatalogPart';

const texts: CatalogPart = 'events';

export const Route = createFileRoute('/iboffer')({
  // The texts download beside the page's chunk, not once it has rendered.
  loader: () => preloadCatalogPart(texts),
  component: () => (
    <CatalogPartBoundary part={texts}>
      <IbSeasonPage terms={<TermsCardSection pathSegment="iboffer" />} />
    </CatalogPartBoundary>
  ),
});
