import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The site; `queryClient` holds what main.tsx asked for before the first render. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      {/* Navigations render at once, not in a transition: a transition kept the previous page,
          and the previous address for the header, until the next page's code arrived, so a menu
          opened meanwhile belonged to the old address and closed when the page appeared. Now
          the page's Suspense shows its spinner (pages already visited render at once). */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
