import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeBooking, makeSession, mockBookingApi } from '@/test/bookings';
import { cpr } from '@/test/courses';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatCalendarDay, todayInQuebec } from '@/lib/format/quebec-time';
import { renderRoute } from '@/test/render';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';
import './BookingSuccessPage';
import '@/components/payment/CardPaymentFields';

configure({ asyncUtilTimeout: 5000 });

// Stripe.js cannot load here: the Payment Element and the Stripe client are stand-ins.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => ({ fake: true }) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: vi.fn() }),
  useElements: () => ({ submit: vi.fn() }),
}));

import { fillDetails, form, radio, submitButton, text } from '@/test/booking-page';

/** The Quebec date `offset` days from today (YYYY-MM-DD). */
const day = (offset: number) => todayInQuebec(new Date(Date.now() + offset * 86_400_000));
const fullDay = (date: string) => formatCalendarDate(date, 'fr', 'full');

/**
 * A session in three days: its cash deadline went by two days ago, its Interac deadline is
 * tomorrow (or, with `interac`, another day the server names).
 */
function soonSession(interac = day(1)) {
  const date = day(3);
  return makeSession({
    id: 31,
    startsAt: `${date}T09:00:00-05:00`,
    endsAt: `${date}T16:00:00-05:00`,
    paymentDeadlines: { cash: day(-2), interac },
  });
}
const soonRadio = () =>
  screen.findByRole('radio', { name: new RegExp(`^${formatCalendarDay(day(3), 'fr')}`) });

describe('the booking form’s payment deadlines', () => {
  it('states the deadline the server gives for cash and for Interac, once a session is chosen', async () => {
    const user = userEvent.setup();
    mockBookingApi({ sessions: { [cpr.id]: [makeSession()] } });
    renderRoute('/booking/2');
    await form();

    expect(screen.queryByTestId('interac-due')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /samedi 7 décembre 2030/ }));
    expect(text(screen.getByTestId('panel-interac'))).toContain(
      'Pour la séance choisie : le virement doit nous parvenir au plus tard le jeudi 5 décembre 2030.',
    );
    await user.click(radio(/Comptant/));
    const cash = screen.getByTestId('panel-cash');
    expect(text(cash)).toContain('Pour la séance choisie : au plus tard le lundi 2 décembre 2030.');
    expect(text(cash)).toContain('du lundi au vendredi, de 15 h 30 à 18 h 30');
  });

  it('says to pay on the class day once a deadline has passed, naming no day gone by', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({
      sessions: { [cpr.id]: [soonSession(day(-1))] },
      routes: {
        'POST /api/bookings': () =>
          jsonResponse(201, {
            booking: makeBooking({ paymentMethod: 'cash', interacReference: null }),
            accessToken: 'tok',
          }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await soonRadio());

    const interac = screen.getByTestId('panel-interac');
    expect(text(interac)).toContain(
      'Pour cette séance, envoyez le virement sans attendre : il doit nous parvenir avant le début de la formation.',
    );
    expect(text(interac)).not.toContain('au plus tard');

    await user.click(radio(/Comptant/));
    expect(radio(/Comptant/)).toBeEnabled();
    const cash = screen.getByTestId('panel-cash');
    expect(text(cash)).toBe(
      'Paiement comptantPour cette séance, payez 114,98 $ comptant à l’instructeur le jour de la formation, avant le début du cours.',
    );

    await user.click(submitButton());
    await waitFor(() => expect(callsTo(spy, 'POST', '/api/bookings')).toBe(1));
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toMatchObject({
      sessionId: 31,
      paymentMethod: 'cash',
    });
  });

  it('disables a method too late for the session when the office refuses it, and says why', async () => {
    const user = userEvent.setup();
    mockBookingApi({
      cardEnabled: true,
      lateOfflinePayments: 'refuse',
      sessions: { [cpr.id]: [makeSession(), soonSession()] },
    });
    renderRoute('/booking/2');
    await form();

    await user.click(await soonRadio());
    const reason =
      `Trop tard pour payer comptant pour cette séance : il fallait payer au plus tard le ${fullDay(day(-2))}. ` +
      'Payez par carte ou choisissez une autre date.';
    expect(radio(/Comptant/)).toBeDisabled();
    expect(text(screen.getByTestId('method-too-late'))).toBe(reason);
    expect(radio(/Comptant/)).toHaveAccessibleDescription(
      expect.stringContaining('Trop tard pour payer comptant pour cette séance'),
    );
    // Interac is still in time (tomorrow), and card has no deadline.
    expect(radio(/Virement Interac/)).toBeEnabled();
    expect(radio(/Carte de crédit/)).toBeEnabled();

    // Another session, in time: cash is offered again.
    await user.click(radio(/samedi 7 décembre 2030/));
    expect(radio(/Comptant/)).toBeEnabled();
    expect(screen.queryByTestId('method-too-late')).not.toBeInTheDocument();
  });

  it('does not book cash chosen before a session too late for it: the field says so', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({
      cardEnabled: true,
      lateOfflinePayments: 'refuse',
      sessions: { [cpr.id]: [soonSession(day(-1))] },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(radio(/Comptant/));
    await user.click(await soonRadio());

    expect(radio(/Comptant/)).toBeDisabled();
    expect(radio(/Virement Interac/)).toBeDisabled();
    expect(text(screen.getByTestId('method-too-late'))).toContain(
      'le virement devait nous parvenir au plus tard le',
    );
    const error =
      'Il est trop tard pour payer de cette façon pour cette séance : choisissez un autre mode de paiement ou une autre date.';
    expect(text(screen.getByRole('group', { name: 'Mode de paiement' }))).toContain(error);
    expect(screen.queryByTestId('panel-cash')).not.toBeInTheDocument();

    await user.click(submitButton());
    // Checked, refused: the first method gets the focus, and nothing is sent.
    await waitFor(() => expect(radio(/Carte de crédit/)).toHaveFocus());
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);

    // The card is still there: chosen, the error goes.
    await user.click(radio(/Carte de crédit/));
    expect(text(screen.getByRole('group', { name: 'Mode de paiement' }))).not.toContain(error);
  });

  it('says so when the server refuses a method too late, and reads the office’s setting again', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({
      sessions: { [cpr.id]: [makeSession()] },
      routes: {
        'POST /api/bookings': () => errorResponse(400, 'validation', { paymentMethod: 'too-late' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await screen.findByRole('radio', { name: /samedi 7 décembre 2030/ }));
    await user.click(radio(/Comptant/));
    const configReads = callsTo(spy, 'GET', '/api/payments/config');
    await user.click(submitButton());

    const error =
      'Il est trop tard pour payer de cette façon pour cette séance : choisissez un autre mode de paiement ou une autre date.';
    await waitFor(() =>
      expect(text(screen.getByRole('group', { name: 'Mode de paiement' }))).toContain(error),
    );
    expect(text(screen.getByRole('alert'))).toBe(error);
    await waitFor(() =>
      expect(callsTo(spy, 'GET', '/api/payments/config')).toBeGreaterThan(configReads),
    );
  });
});
