/* Vitest only: renders UI inside the auth provider and a memory router. */
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { AuthProvider } from './AuthProvider';

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
