import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test/api';
import { mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import '@/features/about/routes/AboutPage';
import '@/features/legal/routes/PrivacyPage';
import '@/features/legal/routes/TermsPage';
import '@/features/legal/routes/CookiesPage';

configure({ asyncUtilTimeout: 5000 });

const facts = {
  officer: {
    name: 'Hélène Côté',
    title: 'Directrice',
    titleEn: 'Director',
    email: 'vie-privee@formations.example',
  },
  retention: {
    specialRequestsDays: 30,
    unprovenAccountsDays: 30,
    mailBodiesDays: 90,
    taxDocumentsYears: 6,
  },
  termsVersion: '2026-11-26',
};

const legalRow = () =>
  within(screen.getByRole('contentinfo')).getByRole('navigation', {
    name: 'Informations légales',
  });

describe('the footer', () => {
  it('reaches the privacy policy, the terms of sale and the cookies page', async () => {
    const user = userEvent.setup();
    mockSession(null, { 'GET /api/site/privacy': () => jsonResponse(200, facts) });
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'À propos de nous' });

    const links = within(legalRow()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Confidentialité',
      'Conditions de vente',
      'Témoins',
    ]);

    await user.click(within(legalRow()).getByRole('link', { name: 'Confidentialité' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await user.click(within(legalRow()).getByRole('link', { name: 'Conditions de vente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions de vente' }),
    ).toBeVisible();
    await user.click(within(legalRow()).getByRole('link', { name: 'Témoins' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Témoins (cookies)' }),
    ).toBeVisible();
  });

  it('leads to the training at your workplace', async () => {
    mockSession(null, { 'GET /api/site/privacy': () => jsonResponse(200, facts) });
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'À propos de nous' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Formation en entreprise' })).toHaveAttribute(
      'href',
      '/workplace-training',
    );
  });

  it('names the three pages in English', async () => {
    await i18n.changeLanguage('en');
    mockSession(null, { 'GET /api/site/privacy': () => jsonResponse(200, facts) });
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About us' });

    const row = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    expect(within(row).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(row).getByRole('link', { name: 'Terms of sale' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(row).getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
  });
});
