import { createFileRoute } from '@tanstack/react-router';
import { ContestLandingPage } from '../features/contest-landing';

export const Route = createFileRoute('/doo-trader')({
  component: () => <ContestLandingPage variant="client" />,
});
