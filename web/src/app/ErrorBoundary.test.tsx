import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorFallback } from './RouteErrorFallback';

function Broken(): never {
  throw new Error('render failed');
}

describe('the error fallback', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('replaces a crashed tree with the message and a refresh button', () => {
    render(
      <ErrorBoundary fallback={<ErrorFallback />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez actualiser la page.');
    expect(screen.getByRole('button', { name: 'Actualiser la page' })).toBeInTheDocument();
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    render(
      <ErrorBoundary fallback={<ErrorFallback />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page.')).toBeInTheDocument();
  });

  it('keeps the header and footer when a page crashes', async () => {
    const router = createMemoryRouter([
      {
        element: (
          <AuthProvider>
            <PublicLayout />
          </AuthProvider>
        ),
        children: [
          {
            errorElement: <RouteErrorFallback />,
            children: [{ index: true, element: <Broken /> }],
          },
        ],
      },
    ]);
    renderWithProviders(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
