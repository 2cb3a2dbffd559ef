import { createFileRoute } from '@tanstack/react-router';
import { IbSeasonPage } from '../features/events/IbSeasonPage';
import { TermsCardSection } from '../features/terms-card';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

export const Route = createFileRoute('/iboffer')({
  component: () => (
    <CatalogPartBoundary part="events">
      <IbSeasonPage terms={<TermsCardSection pathSegment="iboffer" />} />
    </CatalogPartBoundary>
  ),
});
