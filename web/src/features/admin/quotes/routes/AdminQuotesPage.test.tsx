import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse } from '@/test/api';
import { makeQuote, makeTrainingRequest } from '@/test/quotes';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import './AdminQuotesPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
/** Text with the no-break spaces of French typography made ordinary. */
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');

const first = makeTrainingRequest();
const second = makeTrainingRequest({
  id: 32,
  company: 'Garderie Les Lucioles',
  companyId: null,
  contact: { firstName: 'Luc', lastName: 'Gagnon', email: 'luc@lucioles.example', phone: '' },
  courses: [{ id: 5, title: 'Secourisme en milieu de garde' }],
  people: 1,
  language: 'en',
  message: '',
  preferredDates: 'Un samedi de janvier',
});

describe('the office’s quotes section', () => {
  it('lists the new training requests first, with what they ask, page by page', async () => {
    const spy = mockSession(admin, {
      'GET /api/admin/training-requests': (_init, url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? jsonResponse(200, { requests: [second], nextCursor: null })
          : jsonResponse(200, { requests: [first], nextCursor: 'page-2' }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/quotes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demandes' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('radio', { name: 'Nouvelles' })).toBeChecked();

    const table = await screen.findByRole('table', { name: 'Liste des demandes de formation' });
    const row = within(table).getByTestId('request-row');
    for (const text of [
      'Acme Québec inc.',
      'Julie Roy',
      'julie.roy@acme.example',
      '819 555-0199',
      'Secourisme en milieu de travail',
      '250, boulevard de l’Industrie, Gatineau',
      'Début décembre, en semaine',
      'Nous avons deux quarts de travail.',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    expect(plain(row)).toContain('12 personnes · en français');
    expect(plain(row)).toContain('18 nov. 2026');
    expect(within(row).getByTestId('request-status')).toHaveTextContent('Nouvelle');
    const prepare = within(row).getByRole('link', {
      name: 'Préparer un devis pour Acme Québec inc.',
    });
    expect(prepare).toHaveAttribute('href', '/admin/quotes/new?request=31');
    expect(screen.getByText('1 demande affichée')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Garderie Les Lucioles')).toBeInTheDocument();
    const rows = screen.getAllByTestId('request-row');
    expect(rows).toHaveLength(2);
    expect(plain(rows[1]!)).toContain('1 personne · en anglais');
    expect(rows[1]).toHaveTextContent('Aucun message');
    expect(screen.getByText('2 demandes affichées')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rows[1]!).getByRole('link', {
          name: 'Préparer un devis pour Garderie Les Lucioles',
        }),
      ).toHaveFocus(),
    );
    expect(fetchedUrls(spy, '/api/admin/training-requests').map((url) => url.search)).toEqual([
      '?status=new',
      '?status=new&cursor=page-2',
    ]);
  });

  it('keeps the requests’ filter in the address, links a quoted request to its quote, and says when none', async () => {
    const spy = mockSession(admin, {
      'GET /api/admin/training-requests': (_init, url) =>
        jsonResponse(200, {
          requests:
            url.searchParams.get('status') === 'quoted'
              ? [{ ...first, status: 'quoted', quoteId: 41 }]
              : [],
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/quotes');
    expect(await screen.findByText('Aucune nouvelle demande')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Avec devis' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=quoted'));
    const row = await screen.findByTestId('request-row');
    expect(within(row).getByTestId('request-status')).toHaveTextContent('Devis préparé');
    expect(
      within(row).getByRole('link', { name: 'Voir le devis de Acme Québec inc.' }),
    ).toHaveAttribute('href', '/admin/quotes/41');
    expect(within(row).queryByRole('link', { name: /Préparer/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Toutes' }));
    expect(await screen.findByText('Aucune demande pour l’instant')).toBeInTheDocument();
    expect(
      fetchedUrls(spy, '/api/admin/training-requests').map((url) => url.searchParams.get('status')),
    ).toEqual(['new', 'quoted', 'all']);
  });

  it('lists the quotes with their number, version, total and state, expired ones too', async () => {
    const expired = makeQuote({
      id: 44,
      version: 2,
      status: 'expired',
      sentAt: '2026-11-02T15:00:00Z',
      validUntil: '2026-11-15',
    });
    const draft = makeQuote({
      id: 45,
      number: 'S-2026-000013',
      company: { id: 8, name: 'Béton Outaouais' },
    });
    const spy = mockSession(admin, {
      'GET /api/admin/quotes': (_init, url) =>
        jsonResponse(200, {
          quotes: url.searchParams.get('status') === 'expired' ? [expired] : [expired, draft],
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/quotes?view=quotes');
    const table = await screen.findByRole('table', { name: 'Liste des devis' });
    const views = screen.getByRole('group', { name: 'Liste à afficher' });
    expect(within(views).getByRole('link', { name: 'Devis' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(views).getByRole('link', { name: 'Demandes' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('radio', { name: 'Tous' })).toBeChecked();
    const [old, fresh] = within(table).getAllByTestId('quote-row');
    const link = within(old!).getByRole('link', {
      name: 'Voir le devis S-2026-000012, version 2, de Acme Québec inc.',
    });
    expect(link).toHaveAttribute('href', '/admin/quotes/44');
    expect(plain(old!)).toContain('1 903,99 $');
    expect(within(old!).getByTestId('quote-status')).toHaveTextContent('Expiré');
    expect(plain(old!)).toContain('15 nov. 2026');
    expect(plain(old!)).toContain('2 nov. 2026');
    expect(within(fresh!).getByTestId('quote-status')).toHaveTextContent('Brouillon');
    expect(fresh).toHaveTextContent('Pas encore envoyé');
    expect(screen.getByText('2 devis affichés')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Expirés' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=quotes&status=expired'));
    await waitFor(() => expect(screen.getAllByTestId('quote-row')).toHaveLength(1));
    expect(
      fetchedUrls(spy, '/api/admin/quotes').map((url) => url.searchParams.get('status')),
    ).toEqual(['all', 'expired']);
  });

  it('says when there is no quote of a state, and when the quotes cannot be loaded', async () => {
    mockSession(admin, {
      'GET /api/admin/quotes': (_init, url) =>
        url.searchParams.get('status') === 'declined'
          ? jsonResponse(200, { quotes: [], nextCursor: null })
          : errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/quotes?view=quotes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les devis.');
    await user.click(screen.getByRole('radio', { name: 'Refusés' }));
    expect(await screen.findByText('Aucun devis refusé')).toBeInTheDocument();
  });

  it('opens a new quote from its button', async () => {
    mockSession(admin, {
      'GET /api/admin/training-requests': () =>
        jsonResponse(200, { requests: [], nextCursor: null }),
      'GET /api/admin/courses': () => jsonResponse(200, { courses: [], nextCursor: null }),
      'GET /api/admin/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/quotes');
    await user.click(await screen.findByRole('button', { name: 'Nouveau devis' }));
    expect(router.state.location.pathname).toBe('/admin/quotes/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau devis' })).toHaveFocus();
  });
});
