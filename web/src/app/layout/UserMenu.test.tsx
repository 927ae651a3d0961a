import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { makeUser, mockSession } from '@/test/users';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import '@/features/auth/routes/LoginPage';

// Pages load lazily: the first visit of a test file may take more than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const banner = () => screen.getByRole('banner');

describe('the user menu of the header', () => {
  it('shows a visitor the login and sign-up links', async () => {
    mockSession(null);
    renderRoute('/');
    expect(await within(banner()).findByRole('link', { name: 'Connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(banner()).getByRole('link', { name: 'Inscription' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /Marie/ })).not.toBeInTheDocument();
  });

  it('shows a student their first name, a default icon, and a menu to the dashboard', async () => {
    mockSession(makeUser({ firstName: 'Marie' }));
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    const button = await within(banner()).findByRole('button', { name: 'Marie' });
    expect(within(banner()).queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Marie' });
    const dashboard = within(menu).getByRole('menuitem', { name: 'Tableau de bord' });
    expect(dashboard).toHaveFocus();
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    expect(within(menu).queryByRole('menuitem', { name: 'Espace formateur' })).toBeNull();

    await user.keyboard('{ArrowDown}');
    const companies = within(menu).getByRole('menuitem', { name: 'Mes entreprises' });
    expect(companies).toHaveFocus();
    expect(companies).toHaveAttribute('href', '/companies');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dashboard).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('menuitem', { name: 'Tableau de bord' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an admin to /admin and shows the avatar', async () => {
    mockSession(
      makeUser({ role: 'admin', firstName: 'Alex', avatar: 'https://example.com/alex.png' }),
    );
    const user = userEvent.setup();
    renderRoute('/');
    const button = await within(banner()).findByRole('button', { name: 'Alex' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://example.com/alex.png');
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('offers an instructor the instructor area, in the menu and in the mobile menu', async () => {
    mockSession(makeUser({ role: 'instructor', firstName: 'Julie' }));
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    await user.click(await within(banner()).findByRole('button', { name: 'Julie' }));
    const menu = screen.getByRole('menu', { name: 'Julie' });
    expect(within(menu).getByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.keyboard('{ArrowDown}');
    const area = within(menu).getByRole('menuitem', { name: 'Espace formateur' });
    expect(area).toHaveFocus();
    expect(area).toHaveAttribute('href', '/instructor');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Mes entreprises' })).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(mobile).getByRole('link', { name: 'Espace formateur' }));
    expect(router.state.location.pathname).toBe('/instructor');
  });

  it('names the instructor area in English too', async () => {
    await i18n.changeLanguage('en');
    mockSession(makeUser({ role: 'instructor', firstName: 'Julie' }));
    const user = userEvent.setup();
    renderRoute('/about');
    await user.click(await within(banner()).findByRole('button', { name: 'Julie' }));
    expect(screen.getByRole('menuitem', { name: 'Instructor area' })).toHaveAttribute(
      'href',
      '/instructor',
    );
  });

  it('closes when clicking elsewhere', async () => {
    mockSession(makeUser());
    const user = userEvent.setup();
    renderRoute('/');
    await user.click(await within(banner()).findByRole('button', { name: 'Marie' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('contentinfo'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out and returns to the home page as a visitor', async () => {
    const fetchSpy = mockSession(makeUser());
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    await user.click(await within(banner()).findByRole('button', { name: 'Marie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Déconnexion' }));

    expect(await within(banner()).findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('offers the dashboard, the companies and logout in the mobile menu', async () => {
    mockSession(makeUser());
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    await within(banner()).findByRole('button', { name: 'Marie' });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(menu).getByRole('link', { name: 'Mes entreprises' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(within(menu).queryByRole('link', { name: 'Espace formateur' })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Déconnexion' }));
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await within(menu).findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
  });
});
