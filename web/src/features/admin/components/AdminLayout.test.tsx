import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockSession } from '@/test/users';
import { renderRoute } from '@/test/render';

const admin = makeUser({ role: 'admin', firstName: 'Alex' });

// The login page loads lazily after logging out: its first visit may take more than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

describe('the admin layout', () => {
  it('lists the admin sections and folds the side bar to icons', async () => {
    mockSession(admin);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }),
    ).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Menu d’administration' });
    for (const name of [
      'Tableau de bord',
      'Formations',
      'Étudiants',
      'Devis',
      'Réservations',
      'Codes promo',
      'Séances',
      'Confidentialité',
      'Système',
    ]) {
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Réduire le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Agrandir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Folded, the labels stay for screen readers and become tooltips.
    expect(within(sidebar).getByRole('link', { name: 'Étudiants' })).toHaveAttribute(
      'title',
      'Étudiants',
    );

    await user.click(within(sidebar).getByRole('link', { name: 'Réservations' }));
    expect(router.state.location.pathname).toBe('/admin/bookings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservations' }),
    ).toBeInTheDocument();
  });

  it('logs out and goes to the login page even when the server cannot be reached', async () => {
    mockSession(admin, {
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/students');
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(globalThis.fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
