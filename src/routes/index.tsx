import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';

export const Route = createFileRoute('/')({
  component: () => <ComingSoonPage page="home" />,
});
