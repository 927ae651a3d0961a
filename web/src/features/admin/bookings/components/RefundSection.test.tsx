import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { AdminBooking } from '../api/types';
import '../routes/AdminBookingDetailPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const paidByCard = makeAdminBooking({
  id: 41,
  reference: 'SEC-7K3M9Q',
  paymentMethod: 'card',
  interacReference: null,
  paymentStatus: 'paid',
  status: 'approved',
});
type Refund = AdminBooking['refunds'][number];
const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 1,
  amountCents: 5749,
  method: 'card',
  status: 'succeeded',
  reason: 'guarantee',
  note: 'Garantie de 30 jours',
  failureMessage: null,
  createdAt: '2026-11-21T15:00:00Z',
  completedAt: '2026-11-21T15:00:01Z',
  creditNoteNumber: 'NC-2026-000001',
  ...overrides,
});

function serve(booking: AdminBooking, refundReply: () => Response) {
  return mockSession(admin, {
    'GET /api/admin/bookings/41': jsonResponse(200, { booking }),
    'POST /api/admin/bookings/41/refunds': refundReply,
  });
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Remboursements' }));
}

describe('refunding a paid booking', () => {
  it('refunds part of a card payment, then shows the refund and what is left', async () => {
    const user = userEvent.setup();
    const after = { ...paidByCard, paymentStatus: 'partly-refunded' as const, refunds: [refund()] };
    const spy = serve(paidByCard, () => jsonResponse(201, { booking: after }));
    renderRoute('/admin/bookings/41');
    const refunds = await section();
    expect(refunds.getByText(/Le remboursement passe par Stripe/)).toHaveTextContent(
      /Il reste 114,98\s\$ à rembourser/,
    );
    await user.type(refunds.getByLabelText('Montant à rembourser, taxes incluses'), '57,49');
    await user.type(refunds.getByLabelText('Note'), 'Garantie de 30 jours');
    await user.click(refunds.getByRole('button', { name: 'Rembourser' }));

    expect(await refunds.findByRole('status')).toHaveTextContent(
      /Remboursement de 57,49\s\$ enregistré/,
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/41/refunds')).toEqual({
      amountCents: 5749,
      reason: 'guarantee',
      note: 'Garantie de 30 jours',
    });
  });

  it('refunds everything left when no amount is typed, and checks the amount first', async () => {
    const user = userEvent.setup();
    const spy = serve(
      { ...paidByCard, paymentStatus: 'partly-refunded', refunds: [refund()] },
      () => jsonResponse(201, { booking: paidByCard }),
    );
    renderRoute('/admin/bookings/41');
    const refunds = await section();
    expect(refunds.getByTestId('refund')).toHaveTextContent('NC-2026-000001');
    expect(refunds.getByTestId('refund')).toHaveTextContent('Remboursé');
    await user.type(refunds.getByLabelText('Montant à rembourser, taxes incluses'), '60');
    await user.type(refunds.getByLabelText('Note'), 'Annulé');
    await user.click(refunds.getByRole('button', { name: 'Rembourser' }));
    expect(
      await refunds.findByText('Ce montant dépasse ce qui reste à rembourser.'),
    ).toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/admin/bookings/41/refunds')).toBe(0);

    await user.clear(refunds.getByLabelText('Montant à rembourser, taxes incluses'));
    await user.click(refunds.getByRole('button', { name: 'Rembourser' }));
    await vi.waitFor(() => expect(callsTo(spy, 'POST', '/api/admin/bookings/41/refunds')).toBe(1));
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/41/refunds')).toEqual({
      reason: 'guarantee',
      note: 'Annulé',
    });
  });

  it('shows Stripe’s refusal', async () => {
    const user = userEvent.setup();
    serve(paidByCard, () =>
      jsonResponse(502, {
        error: { code: 'payment-provider-error', message: 'Charge already refunded.' },
      }),
    );
    renderRoute('/admin/bookings/41');
    const refunds = await section();
    await user.type(refunds.getByLabelText('Note'), 'Garantie');
    await user.click(refunds.getByRole('button', { name: 'Rembourser' }));
    expect(await refunds.findByRole('alert')).toHaveTextContent(
      'Stripe a refusé le remboursement : Charge already refunded.',
    );
  });

  it('asks for a note, and has no form once all is refunded or before any payment', async () => {
    const user = userEvent.setup();
    serve(paidByCard, () => errorResponse(500, 'x'));
    const { unmount } = renderRoute('/admin/bookings/41');
    const refunds = await section();
    await user.click(refunds.getByRole('button', { name: 'Rembourser' }));
    expect(await refunds.findByText('Notez ce qui a été fait.')).toBeInTheDocument();
    unmount();

    serve(
      { ...paidByCard, paymentStatus: 'refunded', refunds: [refund({ amountCents: 11498 })] },
      () => errorResponse(500, 'x'),
    );
    renderRoute('/admin/bookings/41');
    expect((await section()).getByText('Tout le paiement a été remboursé.')).toBeInTheDocument();
  });

  it('has no refunds section for an unpaid booking', async () => {
    serve(makeAdminBooking({ id: 41 }), () => errorResponse(500, 'x'));
    renderRoute('/admin/bookings/41');
    await screen.findByRole('region', { name: 'Client' });
    expect(screen.queryByRole('region', { name: 'Remboursements' })).not.toBeInTheDocument();
  });
});
