import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse, lastBodyOf } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import type { Company } from '../api/types';
import './CompaniesPage';
import './CompanyPage';
import '@/test/login-page';

configure({ asyncUtilTimeout: 5000 });

const manager = makeUser({ id: 7, firstName: 'Marie' });

const acme: Company = {
  id: 12,
  name: 'Acme Québec inc.',
  address: '12, rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '1234567890',
  purchaseOrder: 'BC-2026-14',
  language: 'fr',
  creditApproved: false,
  createdAt: '2026-11-02T15:00:00Z',
};
const beton: Company = { ...acme, id: 13, name: 'Béton Outaouais', neq: '', purchaseOrder: '' };

/** The sections of a new company's page, empty. */
const emptyCompanyRoutes = (id: number) => ({
  [`GET /api/companies/${id}/compliance`]: () => jsonResponse(200, { workplaces: [] }),
  [`GET /api/companies/${id}/workplaces`]: () => jsonResponse(200, { workplaces: [] }),
  [`GET /api/companies/${id}/employees`]: () =>
    jsonResponse(200, { employees: [], nextCursor: null }),
});

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom de l’entreprise'), '  Acme Québec inc. ');
  await user.type(screen.getByLabelText('Adresse'), '12, rue Principale, Gatineau');
  await user.type(screen.getByLabelText('Courriel de facturation'), 'comptes@acme.example');
}

describe('the companies page', () => {
  it('shows a visitor the login form in its place, saying why', async () => {
    mockSession(null);
    const { router } = renderRoute('/companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Connectez-vous pour gérer vos entreprises, leurs lieux de travail et leurs employés.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies');
  });

  it('is open to an admin too', async () => {
    mockSession(makeUser({ role: 'admin' }), {
      'GET /api/companies': () => jsonResponse(200, { companies: [acme], nextCursor: null }),
    });
    renderRoute('/companies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes entreprises' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Acme Québec inc.' })).toBeInTheDocument();
  });

  it('lists the companies with a link to each, and loads the next page with the cursor', async () => {
    const spy = mockSession(manager, {
      'GET /api/companies': (_init, url) =>
        jsonResponse(
          200,
          url.searchParams.get('cursor') === 'next'
            ? { companies: [beton], nextCursor: null }
            : { companies: [acme], nextCursor: 'next' },
        ),
    });
    const user = userEvent.setup();
    renderRoute('/companies');

    const list = await screen.findByRole('region', { name: 'Vos entreprises' });
    const first = await within(list).findByRole('link', { name: 'Acme Québec inc.' });
    expect(first).toHaveAttribute('href', '/companies/12');
    expect(within(list).getByText('Facturation : comptes@acme.example')).toBeInTheDocument();
    expect(within(list).getByText('1 entreprise affichée')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(list).getAllByTestId('company')).toHaveLength(2));
    expect(fetchedUrls(spy, '/api/companies').map(String)).toEqual([
      'http://localhost/api/companies',
      'http://localhost/api/companies?cursor=next',
    ]);
    expect(within(list).getByText('2 entreprises affichées')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: 'Béton Outaouais' })).toHaveFocus(),
    );
  });

  it('invites a person who manages no company to create one', async () => {
    mockSession(manager, {
      'GET /api/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/companies');

    expect(await screen.findByText('Vous ne gérez encore aucune entreprise.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer une entreprise' }));
    expect(screen.getByLabelText('Nom de l’entreprise')).toHaveFocus();
  });

  it('creates a company, sends what was typed, and opens its page', async () => {
    const spy = mockSession(manager, {
      'GET /api/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
      'POST /api/companies': () =>
        jsonResponse(201, { company: acme, paymentInstructions: 'Virement Interac' }),
      ...emptyCompanyRoutes(12),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/companies');
    await screen.findByText('Vous ne gérez encore aucune entreprise.');

    await fillCompany(user);
    await user.type(screen.getByLabelText('NEQ (facultatif)'), '1234 567 890');
    await user.type(screen.getByLabelText('Bon de commande (facultatif)'), 'BC-2026-14');
    await user.selectOptions(screen.getByLabelText('Langue des factures'), 'Anglais');
    await user.click(screen.getByRole('button', { name: 'Créer l’entreprise' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Québec inc.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies/12');
    expect(lastBodyOf(spy, 'POST', '/api/companies')).toEqual({
      name: 'Acme Québec inc.',
      address: '12, rue Principale, Gatineau',
      billingEmail: 'comptes@acme.example',
      neq: '1234567890',
      purchaseOrder: 'BC-2026-14',
      language: 'en',
    });
    // The company came with the answer: its page does not ask for it again.
    expect(fetchedUrls(spy, '/api/companies/12').map((url) => url.pathname)).not.toContain(
      '/api/companies/12',
    );
  });

  it('leaves the optional fields out, and invoices in the language of the page', async () => {
    await i18n.changeLanguage('en');
    const spy = mockSession(manager, {
      'GET /api/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
      'POST /api/companies': () =>
        jsonResponse(201, {
          company: { ...acme, language: 'en' },
          paymentInstructions: 'Interac e-Transfer',
        }),
      ...emptyCompanyRoutes(12),
    });
    const user = userEvent.setup();
    renderRoute('/companies');
    await screen.findByText('You do not manage any company yet.');

    await user.type(screen.getByLabelText('Company name'), 'Acme Québec inc.');
    await user.type(screen.getByLabelText('Address'), '12, rue Principale, Gatineau');
    await user.type(screen.getByLabelText('Billing email'), 'comptes@acme.example');
    await user.click(screen.getByRole('button', { name: 'Create the company' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Québec inc.' }),
    ).toBeVisible();
    expect(lastBodyOf(spy, 'POST', '/api/companies')).toEqual({
      name: 'Acme Québec inc.',
      address: '12, rue Principale, Gatineau',
      billingEmail: 'comptes@acme.example',
      language: 'en',
    });
  });

  it('checks the form before sending: required fields and a 10-digit NEQ', async () => {
    const spy = mockSession(manager, {
      'GET /api/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/companies');
    await screen.findByText('Vous ne gérez encore aucune entreprise.');

    await user.type(screen.getByLabelText('NEQ (facultatif)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Créer l’entreprise' }));

    expect(
      await screen.findByText('Veuillez indiquer le nom de l’entreprise.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez indiquer le courriel de facturation.')).toBeInTheDocument();
    expect(screen.getByLabelText('NEQ (facultatif)')).toHaveAccessibleDescription(
      'Le numéro d’entreprise du Québec, 10\u00a0chiffres. Le NEQ compte exactement 10\u00a0chiffres.',
    );
    expect(screen.getByLabelText('Nom de l’entreprise')).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', '/api/companies')).toBeUndefined();
  });

  it('shows the server’s refusal of a field on that field', async () => {
    mockSession(manager, {
      'GET /api/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
      'POST /api/companies': () =>
        errorResponse(400, 'invalid-email', { billingEmail: 'invalid-email' }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/companies');
    await screen.findByText('Vous ne gérez encore aucune entreprise.');

    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Créer l’entreprise' }));

    const email = screen.getByLabelText('Courriel de facturation');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Veuillez entrer une adresse courriel valide.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies');
  });

  it('says so when the company cannot be created', async () => {
    mockSession(manager, {
      'GET /api/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
      'POST /api/companies': () => errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    renderRoute('/companies');
    await screen.findByText('Vous ne gérez encore aucune entreprise.');

    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Créer l’entreprise' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de créer l’entreprise. Veuillez réessayer.',
    );
  });

  it('says "Failed to load your companies" with a Retry button', async () => {
    await i18n.changeLanguage('en');
    mockSession(manager, { 'GET /api/companies': () => errorResponse(500, 'internal') });
    renderRoute('/companies');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your companies.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
