import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeBooking, makeSession, mockBookingApi } from '@/test/bookings';
import { cpr } from '@/test/courses';
import { renderRoute } from '@/test/render';
import '../routes/BookingSuccessPage';

configure({ asyncUtilTimeout: 5000 });

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const current = makeSession({ id: 11 });
const later = makeSession({
  id: 12,
  startsAt: '2030-12-14T09:00:00-05:00',
  endsAt: '2030-12-14T16:00:00-05:00',
  seatsLeft: 3,
});
const full = makeSession({ id: 13, startsAt: '2030-12-21T09:00:00-05:00', seatsLeft: 0 });

function serve(booking: ReturnType<typeof makeBooking>, routes = {}) {
  return mockBookingApi({
    sessions: { [cpr.id]: [current, later, full] },
    routes: {
      'GET /api/bookings/41': jsonResponse(200, { booking }),
      ...routes,
    },
  });
}

async function section() {
  return within(await screen.findByRole('region', { name: 'Annuler ou changer de séance' }));
}

describe('a customer manages a booking from its page', () => {
  it('cancels after reading what happens to the money', async () => {
    const user = userEvent.setup();
    const paid = makeBooking({
      paymentMethod: 'card',
      paymentStatus: 'paid',
      interacReference: null,
    });
    const spy = serve(paid, {
      'POST /api/bookings/41/cancel': jsonResponse(200, {
        booking: {
          ...paid,
          status: 'cancelled',
          paymentStatus: 'refunded',
          cancellable: false,
          movable: false,
        },
      }),
    });
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const manage = await section();
    expect(plain(manage.getByText(/jusqu’au/).textContent)).toBe(
      'Vous pouvez annuler ou changer de séance en ligne jusqu’au jeudi 5 décembre 2030, 9 h 00.',
    );
    await user.click(manage.getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Annuler cette réservation\u00a0?' }),
    );
    expect(plain(dialog.getByTestId('refund-policy').textContent)).toBe(
      'Votre paiement de 114,98 $ vous sera remboursé en entier sur votre carte, automatiquement (comptez de 5 à 10 jours ouvrables).',
    );
    await user.click(dialog.getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByText(/Votre réservation est annulée/)).toBeInTheDocument();
    expect(
      spy.mock.calls.some(([input]) => String(input) === '/api/bookings/41/cancel?token=tok'),
    ).toBe(true);
    expect(
      screen.queryByRole('button', { name: 'Annuler la réservation' }),
    ).not.toBeInTheDocument();
  });

  it('says the office refunds an Interac payment, and nothing is due when unpaid', async () => {
    const user = userEvent.setup();
    serve(makeBooking({ paymentStatus: 'paid' }));
    renderRoute('/bookingsuccess?booking=41&token=tok');
    await user.click((await section()).getByRole('button', { name: 'Annuler la réservation' }));
    expect(plain(screen.getByTestId('refund-policy').textContent)).toBe(
      'Le bureau communiquera avec vous pour vous rembourser 114,98 $.',
    );
  });

  it('moves to another session with seats; a full one is not offered', async () => {
    const user = userEvent.setup();
    const booking = makeBooking();
    const spy = serve(booking, {
      'POST /api/bookings/41/move': jsonResponse(200, {
        booking: {
          ...booking,
          session: { ...booking.session, id: 12, startsAt: later.startsAt, endsAt: later.endsAt },
        },
      }),
    });
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const manage = await section();
    const select = manage.getByLabelText('Nouvelle séance');
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(plain(within(select).getAllByRole('option')[1]?.textContent)).toBe(
      'samedi 14 décembre 2030, de 9 h 00 à 16 h 00 — 123, rue Principale, Gatineau (3 places)',
    );
    await user.selectOptions(select, '12');
    await user.click(manage.getByRole('button', { name: 'Changer de séance' }));
    expect(await manage.findByRole('status')).toHaveTextContent(
      /votre nouvelle séance est le samedi 14 décembre 2030/,
    );
    expect(lastBodyOf(spy, 'POST', '/api/bookings/41/move')).toEqual({ sessionId: 12 });
  });

  it('says when the chosen session filled up meanwhile', async () => {
    const user = userEvent.setup();
    serve(makeBooking(), { 'POST /api/bookings/41/move': errorResponse(409, 'session-full') });
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const manage = await section();
    const select = manage.getByLabelText('Nouvelle séance');
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '12');
    await user.click(manage.getByRole('button', { name: 'Changer de séance' }));
    expect(await manage.findByRole('alert')).toHaveTextContent(
      'Cette séance vient d’être complétée. Choisissez-en une autre.',
    );
  });

  it('offers no session starting too soon to be changed afterwards, and says so if one is sent', async () => {
    const user = userEvent.setup();
    // Two days before its session, as the booking's own deadline is: a session in one day is too soon.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const soon = makeSession({ id: 14, startsAt: tomorrow, endsAt: tomorrow, seatsLeft: 5 });
    mockBookingApi({
      sessions: { [cpr.id]: [current, later, full, soon] },
      routes: {
        'GET /api/bookings/41': jsonResponse(200, { booking: makeBooking() }),
        'POST /api/bookings/41/move': errorResponse(409, 'session-inside-deadline'),
      },
    });
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const manage = await section();
    const select = manage.getByLabelText('Nouvelle séance');
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(within(select).queryByRole('option', { name: /\(5 places\)/ })).toBeNull();
    await user.selectOptions(select, '12');
    await user.click(manage.getByRole('button', { name: 'Changer de séance' }));
    expect(await manage.findByRole('alert')).toHaveTextContent(
      'Cette séance commence trop tôt pour être choisie en ligne. Appelez le bureau.',
    );
  });

  it('after the deadline, says to call the office', async () => {
    serve(makeBooking({ cancellable: false, movable: false }));
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const manage = await section();
    expect(
      manage.getByText(/Le délai pour annuler ou modifier en ligne est passé/),
    ).toBeInTheDocument();
    expect(manage.getByRole('link', { name: '819 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18195550142',
    );
    expect(manage.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers nothing on a cancelled booking', async () => {
    serve(makeBooking({ status: 'cancelled', cancellable: false, movable: false }));
    renderRoute('/bookingsuccess?booking=41&token=tok');
    await screen.findByTestId('reference');
    expect(
      screen.queryByRole('region', { name: 'Annuler ou changer de séance' }),
    ).not.toBeInTheDocument();
  });
});
