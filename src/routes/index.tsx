import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/events/HomePage';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';

export const Route = createFileRoute('/')({
  component: () => (
    <CatalogPartBoundary part="events">
      <HomePage />
    </CatalogPartBoundary>
  ),
});
