import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';

describe('the not-found page', () => {
  it('answers any unknown address with a French title and a way home', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/cette/page/nexiste/pas');
    // The page's code loads on demand, behind an announced spinner.
    expect(screen.getByRole('status', { name: 'Chargement en cours…' })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Oups\u00a0! La page que vous cherchez n’existe pas.',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Retour à l’accueil' }));

    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Apprenez les gestes qui sauvent des vies',
      }),
    ).toBeInTheDocument();
  });

  it('shows the English title in English', async () => {
    await i18n.changeLanguage('en');
    renderRoute('/nope');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Oops! The page you're looking for doesn't exist..",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
