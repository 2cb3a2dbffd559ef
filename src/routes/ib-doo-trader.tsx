import { createFileRoute } from '@tanstack/react-router';
import { ContestLandingPage } from '../features/contest-landing';

export const Route = createFileRoute('/ib-doo-trader')({
  component: () => <ContestLandingPage variant="ib" />,
});
