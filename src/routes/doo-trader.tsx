import { createFileRoute } from '@tanstack/react-router';
import { ContestLandingPage } from './-components/ContestLandingPage';

export const Route = createFileRoute('/doo-trader')({
  component: () => <ContestLandingPage variant="client" />,
});
