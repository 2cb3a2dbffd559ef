import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';

/** Renders a story's content inside a one-route memory router, for features that use `Link` or `useNavigate`. */
export function MemoryRouterFrame({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}
