import { createFileRoute } from '@tanstack/react-router';
import { ClientEventPage } from '../features/events/ClientEventPage';
import { TermsCardSection } from '../features/terms-card';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

export const Route = createFileRoute('/client')({
  component: () => (
    <CatalogPartBoundary part="events">
      <ClientEventPage terms={<TermsCardSection pathSegment="client" />} />
    </CatalogPartBoundary>
  ),
});
