import { createFileRoute } from '@tanstack/react-router';
import { IbAnnualPage } from '../features/events/IbAnnualPage';
import { TermsCardSection } from '../features/terms-card';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

export const Route = createFileRoute('/ibyearoffer')({
  component: () => (
    <CatalogPartBoundary part="events">
      <IbAnnualPage terms={<TermsCardSection pathSegment="ibyearoffer" />} />
    </CatalogPartBoundary>
  ),
});
