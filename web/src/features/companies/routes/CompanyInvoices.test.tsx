import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchedUrls, jsonResponse, type Routes } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import type { Company, Invoice } from '../api/types';
import { defaultStatementPeriod } from '../statement-period';
import './CompanyPage';

configure({ asyncUtilTimeout: 5000 });

const acme: Company = {
  id: 12,
  name: 'Acme Québec inc.',
  address: '12, rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '',
  purchaseOrder: '',
  language: 'fr',
  creditApproved: true,
  createdAt: '2026-11-02T15:00:00Z',
};

function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 9,
    number: 'F-2026-000009',
    companyId: 12,
    companyName: acme.name,
    teamBookingId: 5,
    language: 'fr',
    issuedAt: '2026-11-20T15:00:00Z',
    termsDays: 30,
    dueOn: '2026-12-20',
    courseTitle: { fr: 'RCR-DEA niveau C', en: 'CPR-AED Level C' },
    startsAt: '2030-12-07T09:00:00-05:00',
    amounts: {
      subtotalCents: 25000,
      gstCents: 1250,
      qstCents: 2494,
      totalCents: 28744,
      currency: 'CAD',
    },
    paidCents: 0,
    creditedCents: 0,
    balanceCents: 28744,
    status: 'open',
    overdue: false,
    paidAt: null,
    receiptNumber: '',
    lines: [],
    payments: [],
    ...overrides,
  };
}

const open = makeInvoice();
const late = makeInvoice({ id: 8, number: 'F-2026-000008', dueOn: '2026-10-01', overdue: true });
const paid = makeInvoice({
  id: 7,
  number: 'F-2026-000007',
  status: 'paid',
  paidCents: 28744,
  balanceCents: 0,
  paidAt: '2026-11-01T15:00:00Z',
  receiptNumber: 'R-2026-000003',
});

/** Acme's page with `invoices` for every filter unless `routes` say otherwise. */
function mockCompany(routes: Routes = {}) {
  return mockSession(makeUser(), {
    'GET /api/companies/12': () =>
      jsonResponse(200, {
        company: acme,
        paymentInstructions: 'Virement Interac à paiements@secours.example',
      }),
    'GET /api/companies/12/workplaces': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/compliance': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/employees': () => jsonResponse(200, { employees: [], nextCursor: null }),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [], nextCursor: null }),
    'GET /api/companies/12/invoices': (_init, url) => {
      const status = url.searchParams.get('status');
      const invoices = status === 'overdue' ? [] : [open, late, paid];
      return jsonResponse(200, { invoices, nextCursor: null });
    },
    ...routes,
  });
}

const invoicesRegion = () => screen.getByRole('region', { name: 'Factures' });

describe('a company’s invoices', () => {
  it('lists each invoice with its dates, amounts, status and documents', async () => {
    mockCompany();
    renderRoute('/companies/12');
    const rows = await within(
      await screen.findByRole('region', { name: 'Factures' }),
    ).findAllByTestId('invoice-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByRole('rowheader')).toHaveTextContent('F-2026-000009');
    expect(first).toHaveTextContent('RCR-DEA niveau C');
    expect(first).toHaveTextContent('20 nov. 2026');
    expect(first).toHaveTextContent('20 déc. 2026');
    expect(within(first).getByTestId('invoice-balance')).toHaveTextContent('287,44 $');
    expect(within(first).getByTestId('invoice-status')).toHaveTextContent('Ouverte');
    expect(
      within(first).getByRole('link', { name: 'Télécharger la facture F-2026-000009 (PDF)' }),
    ).toHaveAttribute('href', '/api/companies/12/invoices/9.pdf');
    expect(within(first).queryByRole('link', { name: /reçu/ })).toBeNull();

    expect(within(second).getByTestId('invoice-status')).toHaveTextContent('En retard');

    expect(within(third).getByTestId('invoice-status')).toHaveTextContent('Payée');
    expect(within(third).getByTestId('invoice-balance')).toHaveTextContent('0,00 $');
    expect(
      within(third).getByRole('link', {
        name: 'Télécharger le reçu de la facture F-2026-000007 (PDF)',
      }),
    ).toHaveAttribute('href', '/api/companies/12/invoices/7/receipt.pdf');
    expect(within(invoicesRegion()).getByText('3 factures affichées')).toBeInTheDocument();
    // Issue 42: how to pay them, as the office set it.
    expect(within(invoicesRegion()).getByTestId('payment-instructions')).toHaveTextContent(
      'Comment payer une factureVirement Interac à paiements@secours.example',
    );
  });

  it('asks the server for the status chosen, and says when there is none', async () => {
    const spy = mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await within(await screen.findByRole('region', { name: 'Factures' })).findAllByTestId(
      'invoice-row',
    );
    const toutes = within(invoicesRegion()).getByRole('radio', { name: 'Toutes' });
    expect(toutes).toBeChecked();

    await user.click(within(invoicesRegion()).getByRole('radio', { name: 'En retard' }));
    expect(
      await within(invoicesRegion()).findByText('Aucune facture en retard.'),
    ).toBeInTheDocument();
    expect(
      fetchedUrls(spy, '/api/companies/12/invoices').map((url) => url.searchParams.get('status')),
    ).toEqual(['all', 'overdue']);
  });

  it('downloads the statement of the period chosen, its last day included', async () => {
    mockCompany();
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const statement = await screen.findByRole('region', { name: 'Relevé de compte' });
    const { from } = defaultStatementPeriod();
    const pdf = within(statement).getByRole('link', { name: 'Télécharger le relevé (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(
      new RegExp(`^/api/companies/12/statement\\.pdf\\?from=${from}&to=\\d{4}-\\d{2}-\\d{2}$`),
    );

    const start = within(statement).getByLabelText('Du');
    const end = within(statement).getByLabelText('Au (inclus)');
    await user.clear(start);
    await user.type(start, '2026-03-01');
    await user.clear(end);
    await user.type(end, '2026-03-31');
    expect(
      within(statement).getByRole('link', { name: 'Télécharger le relevé (CSV)' }),
    ).toHaveAttribute('href', '/api/companies/12/statement.csv?from=2026-03-01&to=2026-04-01');

    await user.clear(end);
    await user.type(end, '2026-02-01');
    expect(end).toHaveAccessibleDescription('La fin de la période ne peut pas précéder son début.');
    expect(within(statement).queryByRole('link')).toBeNull();
    expect(
      within(statement).getByRole('button', { name: 'Télécharger le relevé (PDF)' }),
    ).toBeDisabled();
  });

  it('opens on the invoices when the address asks for them', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockCompany();
    renderRoute('/companies/12?tab=invoices');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Factures' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'invoices');
  });

  it('says "Overdue" and "Paid" in English, with English amounts', async () => {
    await i18n.changeLanguage('en');
    mockCompany();
    renderRoute('/companies/12');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows[0]).toHaveTextContent('CPR-AED Level C');
    expect(within(rows[0]!).getByTestId('invoice-balance')).toHaveTextContent('$287.44');
    expect(within(rows[1]!).getByTestId('invoice-status')).toHaveTextContent('Overdue');
    expect(within(rows[2]!).getByTestId('invoice-status')).toHaveTextContent('Paid');
  });
});
