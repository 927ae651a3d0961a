import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { errorResponse, fetchedUrls, jsonResponse } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Consent } from '../api/types';
import './AdminPrivacyPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });

const terms: Consent = {
  id: 12,
  email: 'marie@example.com',
  kind: 'terms',
  wordingVersion: '2026-09-01',
  source: 'booking',
  givenAt: '2026-11-20T14:00:00Z',
  withdrawnAt: null,
  withdrawnVia: null,
};
const news: Consent = {
  id: 11,
  email: 'luc@example.com',
  kind: 'news',
  wordingVersion: 'v2',
  source: 'sign-up',
  givenAt: '2026-10-02T13:30:00Z',
  withdrawnAt: '2026-11-03T15:05:00Z',
  withdrawnVia: 'unsubscribe',
};

const page = (consents: Consent[], nextCursor: string | null = null) =>
  jsonResponse(200, { consents, nextCursor });

const consentUrls = (spy: ReturnType<typeof mockSession>) =>
  fetchedUrls(spy, '/api/admin/privacy/consents').map((url) => url.search);

describe('the consents of the office privacy page', () => {
  it('lists who consented to what, when, through what, and the withdrawals', async () => {
    mockSession(admin, { 'GET /api/admin/privacy/consents': () => page([terms, news]) });
    renderRoute('/admin/privacy?section=consents');

    expect(await screen.findByRole('heading', { level: 2, name: 'Consentements' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Consentements' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await screen.findByRole('table', { name: 'Consentements' });
    const [first, second] = screen.getAllByTestId('consent-row') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('marie@example.com');
    expect(first).toHaveTextContent('Conditions de vente');
    expect(first).toHaveTextContent('2026-09-01');
    expect(first).toHaveTextContent('Réservation');
    expect(first).toHaveTextContent(/20 nov\. 2026, 9\sh\s00/);
    expect(first).toHaveTextContent('En vigueur');
    expect(second).toHaveTextContent('Nouvelles et rappels');
    expect(second).toHaveTextContent('Inscription');
    expect(second).toHaveTextContent(/3 nov\. 2026, 10\sh\s05/);
    expect(second).toHaveTextContent('Désabonnement en un clic');
    expect(screen.getByText('2 consentements affichés')).toBeInTheDocument();
  });

  it('filters by one whole address and by kind, kept in the address', async () => {
    const user = userEvent.setup();
    const spy = mockSession(admin, {
      'GET /api/admin/privacy/consents': (_init, url) =>
        url.searchParams.has('email') ? page([]) : page([terms, news]),
    });
    const { router } = renderRoute('/admin/privacy?section=consents');
    await screen.findAllByTestId('consent-row');

    const email = screen.getByRole('textbox', { name: 'Courriel de la personne' });
    await user.type(email, 'marie');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(
      await screen.findByText('Entrez une adresse courriel complète, par exemple nom@exemple.com.'),
    ).toBeInTheDocument();
    expect(consentUrls(spy)).toEqual(['']);

    await user.type(email, '@example.com');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(
      await screen.findByText('Aucun consentement ne correspond à ces critères.'),
    ).toBeInTheDocument();
    expect(consentUrls(spy).at(-1)).toBe('?email=marie%40example.com');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Type de consentement' }),
      'news',
    );
    await waitFor(() =>
      expect(consentUrls(spy).at(-1)).toBe('?email=marie%40example.com&kind=news'),
    );
    expect(router.state.location.search).toBe(
      '?section=consents&email=marie%40example.com&kind=news',
    );

    await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
    await waitFor(() => expect(consentUrls(spy).at(-1)).toBe('?kind=news'));
    expect(screen.getByRole('textbox', { name: 'Courriel de la personne' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Tout afficher' })).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor and focuses its first row', async () => {
    const user = userEvent.setup();
    const spy = mockSession(admin, {
      'GET /api/admin/privacy/consents': (_init, url) =>
        url.searchParams.get('cursor') === 'next' ? page([news]) : page([terms], 'next'),
    });
    renderRoute('/admin/privacy?section=consents');
    await screen.findAllByTestId('consent-row');
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('consent-row')).toHaveLength(2));
    expect(consentUrls(spy)).toEqual(['', '?cursor=next']);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('luc@example.com')).toHaveFocus());
  });

  it('says when none is recorded yet', async () => {
    mockSession(admin, { 'GET /api/admin/privacy/consents': () => page([]) });
    renderRoute('/admin/privacy?section=consents');
    expect(await screen.findByText('Aucun consentement inscrit pour l’instant.')).toBeVisible();
    expect(screen.queryByText(/affiché/)).not.toBeInTheDocument();
  });

  it('speaks English, and says "Failed to load consents" with a Retry button', async () => {
    await i18n.changeLanguage('en');
    let fail = true;
    mockSession(admin, {
      'GET /api/admin/privacy/consents': () =>
        fail ? errorResponse(500, 'internal') : page([news]),
    });
    const user = userEvent.setup();
    renderRoute('/admin/privacy?section=consents');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load consents.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const row = await screen.findByTestId('consent-row');
    expect(row).toHaveTextContent('News and reminders');
    expect(row).toHaveTextContent('Sign-up');
    expect(row).toHaveTextContent(/Nov 3, 2026, 10:05\sa\.m\./);
    expect(row).toHaveTextContent('One-click unsubscribe');
  });
});
