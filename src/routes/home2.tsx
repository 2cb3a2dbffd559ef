import { createFileRoute } from '@tanstack/react-router';
import { CrmRedirectPage } from '../features/crm-redirect/CrmRedirectPage';

export const Route = createFileRoute('/home2')({
  component: () => <CrmRedirectPage />,
});
