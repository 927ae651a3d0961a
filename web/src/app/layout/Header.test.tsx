import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render';

describe('the header', () => {
  it('opens the mobile menu, navigates and closes it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error('the menu button controls no element');
    expect(menu).not.toBeVisible();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    expect(menu).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'À propos' }));

    expect(router.state.location.pathname).toBe('/about');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
