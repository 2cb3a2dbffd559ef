import { createFileRoute } from '@tanstack/react-router';
import { UsdtEventPage } from '../features/events/UsdtEventPage';
import { TermsCardSection } from '../features/terms-card';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

export const Route = createFileRoute('/usdt')({
  component: () => (
    <CatalogPartBoundary part="events">
      <UsdtEventPage terms={<TermsCardSection pathSegment="usdt" />} />
    </CatalogPartBoundary>
  ),
});
