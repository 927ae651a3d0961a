import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Invoice } from '../api/types';
import './AdminInvoicesPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });

const seat = { subtotalCents: 12_500, gstCents: 625, qstCents: 1247, totalCents: 14_372 };
const open: Invoice = {
  id: 12,
  number: 'F-2026-000012',
  companyId: 7,
  companyName: 'Acme Québec inc.',
  teamBookingId: 3,
  language: 'fr',
  issuedAt: '2026-10-01T15:00:00Z',
  termsDays: 30,
  dueOn: '2026-10-31',
  courseTitle: { fr: 'Soins immédiats', en: 'Basic life support' },
  startsAt: '2026-12-05T14:00:00Z',
  amounts: {
    subtotalCents: 25_000,
    gstCents: 1250,
    qstCents: 2494,
    totalCents: 28_744,
    currency: 'CAD',
  },
  paidCents: 0,
  creditedCents: 0,
  balanceCents: 28_744,
  status: 'open',
  overdue: true,
  paidAt: null,
  receiptNumber: '',
  lines: [
    {
      bookingId: 41,
      attendeeName: 'Julie Roy',
      bookingReference: 'SEC-AAAAAA',
      amounts: { ...seat, currency: 'CAD' },
    },
    {
      bookingId: 42,
      attendeeName: 'Marc Roy',
      bookingReference: 'SEC-BBBBBB',
      amounts: { ...seat, totalCents: 14_372, currency: 'CAD' },
    },
  ],
  payments: [],
};
const paid: Invoice = {
  ...open,
  id: 13,
  number: 'F-2026-000013',
  companyName: 'Béton Outaouais',
  overdue: false,
  status: 'paid',
  paidCents: 28_744,
  balanceCents: 0,
  paidAt: '2026-11-20T15:00:00Z',
  receiptNumber: 'R-2026-000004',
};

describe('the office invoices page', () => {
  it('lists the open invoices by default, the overdue ones marked, and keeps the filter in the address', async () => {
    const spy = mockSession(admin, {
      'GET /api/admin/invoices': (_init, url) =>
        jsonResponse(200, {
          invoices: url.searchParams.get('status') === 'paid' ? [paid] : [open],
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Liste des factures' });
    const row = within(table).getByTestId('invoice-row');
    expect(row).toHaveTextContent('F-2026-000012');
    expect(row).toHaveTextContent('Acme Québec inc.');
    expect(row).toHaveTextContent('Soins immédiats');
    expect(row).toHaveTextContent(/287,44\s\$/);
    expect(within(row).getByTestId('invoice-overdue')).toHaveTextContent('En retard');
    expect(within(row).getByTestId('invoice-status')).toHaveTextContent('Ouverte');
    expect(screen.getByRole('radio', { name: 'Ouvertes' })).toBeChecked();
    expect(screen.getByText('1 facture affichée')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Payées' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid'));
    expect(await screen.findByText('F-2026-000013')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Payée');
    const asked = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/invoices')
      .map((url) => url.searchParams.get('status'));
    expect(asked).toEqual(['open', 'paid']);
  });

  it('says when no invoice is overdue', async () => {
    mockSession(admin, {
      'GET /api/admin/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    });
    renderRoute('/admin/invoices?status=overdue');
    expect(await screen.findByText('Aucune facture en retard')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'En retard' })).toBeChecked();
  });

  it('opens an invoice and records a partial payment, then the list and the invoice show it', async () => {
    let current = open;
    const spy = mockSession(admin, {
      'GET /api/admin/invoices': () => jsonResponse(200, { invoices: [current], nextCursor: null }),
      'GET /api/admin/invoices/12': () => jsonResponse(200, { invoice: current }),
      'POST /api/admin/invoices/12/payments': () => {
        current = {
          ...open,
          paidCents: 10_000,
          balanceCents: 18_744,
          payments: [
            {
              id: 1,
              method: 'eft',
              amountCents: 10_000,
              receivedOn: '2026-11-20',
              reference: 'TX-77',
              recordedAt: '2026-11-20T15:00:00Z',
            },
          ],
        };
        return jsonResponse(201, { invoice: current });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/invoices');
    await user.click(
      await screen.findByRole('button', {
        name: 'Voir la facture F-2026-000012 de Acme Québec inc.',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Facture F-2026-000012' }));
    expect(dialog.getAllByTestId('invoice-line')).toHaveLength(2);
    expect(dialog.getByText('Julie Roy')).toBeInTheDocument();
    expect(dialog.getByText('Aucun paiement enregistré pour l’instant.')).toBeInTheDocument();
    expect(
      dialog.getByRole('link', { name: 'Télécharger la facture F-2026-000012 en PDF' }),
    ).toHaveAttribute('href', '/api/admin/invoices/12.pdf');

    const amount = dialog.getByLabelText('Montant reçu, taxes incluses');
    expect(amount).toHaveValue('287,44');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await dialog.findByText(/Le montant dépasse le solde dû de 287,44\s\$\./),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(spy, 'POST', '/api/admin/invoices/12/payments')).toBe(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.selectOptions(dialog.getByLabelText('Mode de paiement'), 'eft');
    await user.type(dialog.getByLabelText('N° de chèque ou de virement (facultatif)'), 'TX-77');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      /Paiement de 100,00\s\$ enregistré\. Il reste 187,44\s\$ à payer\./,
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/invoices/12/payments')).toEqual({
      method: 'eft',
      amountCents: 10_000,
      receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'TX-77',
    });
    expect(dialog.getByTestId('invoice-payment')).toHaveTextContent('Virement bancaire');
    expect(dialog.getByTestId('invoice-payment')).toHaveTextContent(/Référence\s: TX-77/);
    await waitFor(() => expect(amount).toHaveValue('187,44'));
    await waitFor(() =>
      expect(screen.getByTestId('invoice-balance')).toHaveTextContent(/187,44\s\$/),
    );
  });

  it('records the whole balance: the invoice is paid, with its receipt, and the form goes', async () => {
    let current = open;
    const spy = mockSession(admin, {
      'GET /api/admin/invoices': () => jsonResponse(200, { invoices: [current], nextCursor: null }),
      'GET /api/admin/invoices/12': () => jsonResponse(200, { invoice: current }),
      'POST /api/admin/invoices/12/payments': () => {
        current = { ...paid, id: 12, number: open.number, companyName: open.companyName };
        return jsonResponse(201, { invoice: current });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/invoices');
    await user.click(await screen.findByRole('button', { name: /Voir la facture F-2026-000012/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      /Paiement de 287,44\s\$ enregistré\s: la facture est payée\. Le reçu R-2026-000004 est envoyé à l’entreprise\./,
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/invoices/12/payments')).toMatchObject({
      method: 'cheque',
      amountCents: 28_744,
    });
    expect(dialog.getByTestId('invoice-receipt')).toHaveTextContent('R-2026-000004');
    expect(dialog.getByTestId('invoice-status')).toHaveTextContent('Payée');
    expect(dialog.queryByLabelText('Montant reçu, taxes incluses')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('status').parentElement).toHaveFocus());
  });

  it('shows the receipt once paid in full, and says when the invoice was already paid', async () => {
    let current = open;
    mockSession(admin, {
      'GET /api/admin/invoices': () => jsonResponse(200, { invoices: [open], nextCursor: null }),
      'GET /api/admin/invoices/12': () => jsonResponse(200, { invoice: current }),
      'POST /api/admin/invoices/12/payments': () => {
        current = { ...paid, id: 12, number: open.number };
        return errorResponse(409, 'invoice-paid');
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/invoices');
    await user.click(await screen.findByRole('button', { name: /Voir la facture F-2026-000012/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cette facture est déjà payée en entier. Elle a été mise à jour.',
    );
    expect(await dialog.findByTestId('invoice-receipt')).toHaveTextContent('R-2026-000004');
    expect(
      dialog.getByText(/Cette facture est payée en entier\s: aucun paiement à enregistrer/),
    ).toBeInTheDocument();
  });

  it('says when the invoices cannot be loaded', async () => {
    mockSession(admin, {
      'GET /api/admin/invoices': () => errorResponse(500, 'internal'),
    });
    renderRoute('/admin/invoices');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les factures.',
    );
  });
});
