import { createFileRoute } from '@tanstack/react-router';
import { DemoFormPage } from '../features/demo-form/DemoFormPage';

export const Route = createFileRoute('/demo-form')({
  component: () => <DemoFormPage />,
});
