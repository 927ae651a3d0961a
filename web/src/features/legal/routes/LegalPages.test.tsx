import { configure, screen, within } from '@testing-library/react';
import { callsTo, jsonResponse } from '@/test/api';
import { mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { resetEmbeddedData } from '@/lib/api/initial-data';
import { renderRoute } from '@/test/render';
import type { PrivacyFacts } from '../api/get-privacy-facts';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './PrivacyPage';
import './TermsPage';
import './CookiesPage';

configure({ asyncUtilTimeout: 5000 });

const facts: PrivacyFacts = {
  officer: {
    name: 'Hélène Côté',
    title: 'Directrice des opérations',
    titleEn: 'Director of Operations',
    email: 'vie-privee@formations.example',
  },
  retention: {
    specialRequestsDays: 21,
    unprovenAccountsDays: 45,
    mailBodiesDays: 1200,
    taxDocumentsYears: 6,
  },
  termsVersion: '2026-11-26',
};

const privacyApi = { 'GET /api/site/privacy': () => jsonResponse(200, facts) };

/** Text with the no-break spaces of French typography made ordinary. */
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

const main = () => screen.getByRole('main');

async function title(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return heading;
}

describe('the privacy policy', () => {
  it('names the person in charge and states the retention periods of the server, in French', async () => {
    mockSession(null, privacyApi);
    renderRoute('/privacy');
    await title('Politique de confidentialité');

    const officer = screen.getByRole('region', {
      name: 'Responsable de la protection des renseignements personnels',
    });
    expect(await within(officer).findByText('Hélène Côté')).toBeVisible();
    expect(within(officer).getByText('Directrice des opérations')).toBeVisible();
    expect(
      within(officer).getByRole('link', { name: 'vie-privee@formations.example' }),
    ).toHaveAttribute('href', 'mailto:vie-privee@formations.example');

    const retention = plain(
      screen.getByRole('region', { name: 'Combien de temps nous les gardons' }),
    );
    expect(retention).toContain('Effacées 21 jours après la séance.');
    expect(retention).toContain('est supprimé 45 jours après sa création');
    expect(retention).toContain('Le contenu est effacé 1 200 jours après l’envoi');
    expect(retention).toContain('Conservés 6 ans, comme l’exigent les lois fiscales');
    expect(plain(main())).toContain('Dernière mise à jour : 26 novembre 2026');
  });

  it('lists its sections in a table of contents that points at each of them', async () => {
    mockSession(null, privacyApi);
    renderRoute('/privacy');
    await title('Politique de confidentialité');

    const toc = screen.getByRole('navigation', { name: 'Sur cette page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      expect(target).toHaveAccessibleName(link.textContent!);
    }
    expect(within(toc).getByRole('link', { name: 'Vos droits' })).toHaveAttribute(
      'href',
      '#rights',
    );
    const rights = screen.getByRole('region', { name: 'Vos droits' });
    expect(within(rights).getByRole('link', { name: 'tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(plain(rights)).toContain(
      '«\u00a0Télécharger mes données\u00a0»'.replace(/\u00a0/g, ' '),
    );
    expect(within(rights).getByRole('link', { name: /www\.cai\.gouv\.qc\.ca/ })).toHaveAttribute(
      'href',
      'https://www.cai.gouv.qc.ca',
    );
  });

  it('shows the person in charge and the periods in English', async () => {
    await i18n.changeLanguage('en');
    mockSession(null, privacyApi);
    renderRoute('/privacy');
    await title('Privacy policy');

    const officer = screen.getByRole('region', {
      name: 'Person in charge of the protection of personal information',
    });
    expect(await within(officer).findByText('Hélène Côté')).toBeVisible();
    expect(within(officer).getByText('Director of Operations')).toBeVisible();
    expect(within(officer).queryByText('Directrice des opérations')).toBeNull();
    expect(
      within(officer).getByRole('link', { name: 'vie-privee@formations.example' }),
    ).toBeVisible();
    const retention = plain(screen.getByRole('region', { name: 'How long we keep it' }));
    expect(retention).toContain('Erased 21 days after the session.');
    expect(retention).toContain('The content is erased 1,200 days after sending');
    expect(retention).toContain('Kept 6 years');
    expect(plain(main())).toContain('Last updated: November 26, 2026');
  });

  it('shows skeletons while the facts load', async () => {
    mockSession(null, { 'GET /api/site/privacy': () => new Promise<Response>(() => {}) });
    renderRoute('/privacy');
    await title('Politique de confidentialité');

    expect(
      screen.getByRole('status', {
        name: 'Chargement des coordonnées de la personne responsable…',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Chargement des durées de conservation…' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Hélène Côté')).not.toBeInTheDocument();
  });

  it('still shows the policy, with the company’s address, when the facts cannot be read', async () => {
    // No route for /api/site/privacy: the fake API answers 404.
    mockSession(null);
    renderRoute('/privacy');
    await title('Politique de confidentialité');

    const officer = screen.getByRole('region', {
      name: 'Responsable de la protection des renseignements personnels',
    });
    expect(
      await within(officer).findByRole('link', { name: 'info@secours.example' }),
    ).toHaveAttribute('href', 'mailto:info@secours.example');
    expect(plain(officer)).toContain('écrivez-nous à info@secours.example');
    expect(screen.getByRole('region', { name: 'Vos droits' })).toBeVisible();
    expect(plain(main())).not.toContain('Dernière mise à jour');
  });

  it('renders at once from the answer the server embedded in the page', async () => {
    const script = document.createElement('script');
    script.id = 'initial-data';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ '/api/site/privacy': facts });
    document.body.append(script);
    resetEmbeddedData();
    try {
      const api = mockSession(null);
      renderRoute('/privacy');
      await title('Politique de confidentialité');
      expect(screen.getByText('Hélène Côté')).toBeVisible();
      expect(callsTo(api, 'GET', '/api/site/privacy')).toBe(0);
    } finally {
      script.remove();
      resetEmbeddedData();
    }
  });
});

describe('the terms of sale', () => {
  it('state the prices, the payment methods, the cancellations and the guarantee in French', async () => {
    mockSession(null, privacyApi);
    renderRoute('/terms');
    await title('Conditions de vente');

    expect(plain(await screen.findByText(/^Dernière mise à jour/))).toBe(
      'Dernière mise à jour : 26 novembre 2026',
    );
    const text = plain(main());
    expect(text).toContain('La TPS (5 %) et la TVQ (9,975 %) s’ajoutent au prix.');
    for (const section of [
      'Modes de paiement',
      'Annulation par vous et remboursement',
      'Garantie satisfait ou remboursé de 30\u00a0jours',
      'Changement de séance',
      'Séance annulée par nous',
      'Réservations d’entreprise',
      'Droit applicable',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeVisible();
    }
    expect(text).toContain('Loi sur la protection du consommateur');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(main()).getByRole('link', { name: 'info@secours.example' })).toHaveAttribute(
      'href',
      'mailto:info@secours.example',
    );
  });

  it('are in English too', async () => {
    await i18n.changeLanguage('en');
    mockSession(null, privacyApi);
    renderRoute('/terms');
    await title('Terms of sale');

    expect(screen.getByRole('region', { name: '30-day money-back guarantee' })).toBeVisible();
    expect(plain(main())).toContain('GST (5%) and QST (9.975%) are added to the price.');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('the cookies page', () => {
  it('lists what the site stores and says there is no tracker, in French', async () => {
    mockSession(null, privacyApi);
    renderRoute('/cookies');
    await title('Témoins (cookies)');

    expect(screen.getByRole('region', { name: 'Aucun traceur' })).toBeVisible();
    const stored = screen.getByRole('region', {
      name: 'Ce que le site enregistre dans votre navigateur',
    });
    const names = within(stored)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Connexion',
      'Appareil reconnu',
      'Langue',
      'Paiement par carte (Stripe)',
    ]);
    const text = plain(stored);
    expect(text).toContain('secours_session');
    expect(text).toContain('i18nextLng');
    expect(text).toContain('localStorage');
    expect(text).toContain('__stripe_mid');
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    mockSession(null, privacyApi);
    renderRoute('/cookies');
    await title('Cookies');

    expect(screen.getByRole('region', { name: 'No tracker' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Recognized device' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
