/* Vitest only: renders UI with the app's providers. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/lib/api/query-client';
import { AuthProvider } from '@/lib/auth/AuthProvider';

/** Renders a piece of UI with the providers every screen has. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/**
 * Renders the whole app at `path`, with the real route table; `strict` as main.tsx does, so that
 * effects run twice on mount.
 */
export function renderRoute(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  return { router, ...renderWithProviders(strict ? <StrictMode>{app}</StrictMode> : app) };
}

/** Renders `ui` at `path` inside the auth provider and a memory router. */
export function renderWithAuth(ui: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
