import { createFileRoute } from '@tanstack/react-router';
import { ContestLandingPage } from './-components/ContestLandingPage';

export const Route = createFileRoute('/ib-doo-trader')({
  component: () => <ContestLandingPage variant="ib" />,
});
