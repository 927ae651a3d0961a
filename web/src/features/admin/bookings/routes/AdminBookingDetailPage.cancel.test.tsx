import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import './AdminBookingDetailPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const paid = makeAdminBooking({
  id: 41,
  reference: 'SEC-7K3M9Q',
  status: 'approved',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  paidAt: '2026-11-20T15:00:00Z',
});
const cancelPath = 'POST /api/admin/bookings/41/cancel';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const section = within(await screen.findByRole('region', { name: 'Annuler la réservation' }));
  await user.click(section.getByRole('button', { name: 'Annuler la réservation…' }));
  return within(await screen.findByRole('dialog', { name: 'Annuler la réservation' }));
}

describe('the office cancels one booking (issue 41)', () => {
  it('cancels with its reason and the refund chosen', async () => {
    const user = userEvent.setup();
    const spy = mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, { booking: paid }),
      [cancelPath]: jsonResponse(200, { booking: { ...paid, status: 'cancelled' } }),
    });
    renderRoute('/admin/bookings/41');
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(await dialog.findByText('Donnez le motif de l’annulation.')).toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/admin/bookings/41/cancel')).toBe(0);

    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Malade');
    await user.click(dialog.getByRole('radio', { name: 'Rembourser un montant' }));
    await user.type(dialog.getByRole('textbox', { name: /Montant/ }), '50');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(
      await screen.findByText('Réservation annulée. Le client a reçu un courriel.'),
    ).toBeInTheDocument();
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/41/cancel')).toEqual({
      reason: 'Malade',
      refund: { amountCents: 5000 },
    });
  });

  it('refuses more than what is left to refund, and says why the server refused', async () => {
    const user = userEvent.setup();
    mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, { booking: paid }),
      [cancelPath]: errorResponse(409, 'booking-not-active'),
    });
    renderRoute('/admin/bookings/41');
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Doublon');
    await user.click(dialog.getByRole('radio', { name: 'Rembourser un montant' }));
    await user.type(dialog.getByRole('textbox', { name: /Montant/ }), '999');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(
      await dialog.findByText('Ce montant dépasse ce qui reste à rembourser.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Ne rien rembourser' }));
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(
      await dialog.findByText('Cette réservation est déjà annulée ou refusée.'),
    ).toBeInTheDocument();
  });

  it('keeps its notice once the booking reads cancelled, and names the refund that failed', async () => {
    const user = userEvent.setup();
    let booking = paid;
    mockSession(admin, {
      'GET /api/admin/bookings/41': () => jsonResponse(200, { booking }),
      [cancelPath]: () => {
        booking = { ...paid, status: 'cancelled', refundNeeded: true };
        return jsonResponse(200, { booking, refundError: 'payment-provider-error' });
      },
    });
    renderRoute('/admin/bookings/41');
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Malade');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    const section = within(await screen.findByRole('region', { name: 'Annuler la réservation' }));
    await waitFor(() =>
      expect(section.queryByRole('button', { name: 'Annuler la réservation…' })).toBeNull(),
    );
    expect(section.getByRole('alert')).toHaveTextContent(
      'Réservation annulée, mais le remboursement n’a pas pu être fait (Stripe l’a refusé ou n’a pas répondu) : elle est marquée « à rembourser ».',
    );
    await user.click(section.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('region', { name: 'Annuler la réservation' })).toBeNull();
  });

  it('is not offered for a booking already cancelled', async () => {
    mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, {
        booking: { ...paid, status: 'cancelled' },
      }),
    });
    renderRoute('/admin/bookings/41');
    await screen.findByRole('heading', { level: 1, name: 'Réservation SEC-7K3M9Q' });
    expect(screen.queryByRole('region', { name: 'Annuler la réservation' })).toBeNull();
  });
});
