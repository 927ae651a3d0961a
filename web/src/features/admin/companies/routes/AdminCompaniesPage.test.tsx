import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Company } from '../api/types';
import './AdminCompaniesPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });

const acme: Company = {
  id: 7,
  name: 'Acme Québec inc.',
  address: '12 rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '1234567890',
  purchaseOrder: '',
  language: 'fr',
  creditApproved: false,
  createdAt: '2026-11-02T15:00:00Z',
};
const beton: Company = { ...acme, id: 8, name: 'Béton Outaouais', neq: '', creditApproved: true };

const urls = (spy: ReturnType<typeof mockSession>) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('the office companies page', () => {
  it('lists the companies with their credit, and approves one', async () => {
    let approved = false;
    const spy = mockSession(admin, {
      'GET /api/admin/companies': () =>
        jsonResponse(200, {
          companies: [{ ...acme, creditApproved: approved }, beton],
          nextCursor: null,
        }),
      'PATCH /api/admin/companies/7': (init) => {
        approved = (JSON.parse(String(init?.body)) as { creditApproved: boolean }).creditApproved;
        return jsonResponse(200, { company: { ...acme, creditApproved: approved } });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/companies');
    await screen.findByRole('table', { name: 'Liste des entreprises' });
    expect(screen.getByText('2 entreprises affichées')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('company-row') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('NEQ 1234567890');
    expect(within(first).getByTestId('company-credit')).toHaveTextContent('Non approuvé');
    expect(within(second).getByTestId('company-credit')).toHaveTextContent('Approuvé');

    await user.click(
      within(first).getByRole('button', { name: 'Approuver le crédit de Acme Québec inc.' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le crédit de Acme Québec inc. est approuvé',
    );
    expect(approved).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('company-row')[0]!).getByTestId('company-credit'),
      ).toHaveTextContent('Approuvé'),
    );
    expect(
      urls(spy).filter((url) => url.pathname === '/api/admin/companies').length,
    ).toBeGreaterThan(1);
  });

  it('keeps the search and the credit filter in the address and asks the server with them', async () => {
    const spy = mockSession(admin, {
      'GET /api/admin/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/companies?credit=approved&q=acme');
    expect(await screen.findByText('Aucune entreprise trouvée')).toBeInTheDocument();
    const asked = urls(spy).find((url) => url.pathname === '/api/admin/companies');
    expect(asked?.searchParams.get('q')).toBe('acme');
    expect(asked?.searchParams.get('credit')).toBe('approved');
    expect(screen.getByRole('combobox', { name: 'Crédit' })).toHaveValue('approved');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Crédit' }), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?q=acme'));
  });

  it('says when a credit cannot be changed', async () => {
    mockSession(admin, {
      'GET /api/admin/companies': () => jsonResponse(200, { companies: [acme], nextCursor: null }),
      'PATCH /api/admin/companies/7': () => errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/companies');
    await user.click(
      await screen.findByRole('button', { name: 'Approuver le crédit de Acme Québec inc.' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de modifier ce crédit');
  });
});
