import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/home2')({
  component: () => <ComingSoonPage page="home2" />,
});
