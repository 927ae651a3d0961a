import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { callsTo, errorResponse, jsonResponse } from '@/test/api';
import { makeBooking, mockBookingApi } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import './BookingSuccessPage';

configure({ asyncUtilTimeout: 5000 });

// Stripe.js cannot load here: the Payment Element and the Stripe client are stand-ins.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), submit: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => ({ fake: true }) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ submit: stripe.submit }),
}));

beforeEach(() => {
  stripe.submit.mockReset().mockResolvedValue({});
  stripe.confirmPayment
    .mockReset()
    .mockResolvedValue({ error: { message: 'Votre carte a été refusée.' } });
});

const owner = makeUser({ firstName: 'Marie', email: 'marie@example.com' });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const cardBooking = (overrides: Parameters<typeof makeBooking>[0] = {}) =>
  makeBooking({
    paymentMethod: 'card',
    interacReference: null,
    interacEmail: null,
    holdExpiresAt: inMinutes(20),
    ...overrides,
  });

/** The booking, readable by its signed-in owner without a token, and its payment intent. */
function serve(booking: ReturnType<typeof makeBooking>) {
  return mockBookingApi({
    user: owner,
    cardEnabled: true,
    routes: {
      'GET /api/bookings/41': () => jsonResponse(200, { booking }),
      'POST /api/bookings/41/payment-intent': () =>
        jsonResponse(200, {
          clientSecret: 'pi_1_secret_2',
          publishableKey: 'pk_test_secours',
          amountCents: 11498,
          currency: 'CAD',
        }),
    },
  });
}

describe('paying a saved card booking from its page', () => {
  it('lets the owner pay from the dashboard link while the seat is held', async () => {
    const user = userEvent.setup();
    const spy = serve(cardBooking());
    renderRoute('/bookingsuccess?booking=41');

    await screen.findByTestId('payment-element');
    expect(screen.getByText(/Votre place est retenue jusqu’à/)).toBeInTheDocument();
    // Not back from Stripe: nothing says a payment is being confirmed.
    expect(screen.queryByText('Paiement en cours de confirmation…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Payer 114,98/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    const intentCall = spy.mock.calls.find(([input]) => String(input).includes('payment-intent'));
    expect(String(intentCall?.[0])).toBe('/api/bookings/41/payment-intent?token=');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      clientSecret: 'pi_1_secret_2',
      confirmParams: { return_url: `${window.location.origin}/bookingsuccess?booking=41` },
    });
  });

  it('checks the card fields before asking for a payment intent', async () => {
    const user = userEvent.setup();
    stripe.submit.mockResolvedValue({ error: { message: 'Votre numéro de carte est incomplet.' } });
    const spy = serve(cardBooking());
    renderRoute('/bookingsuccess?booking=41');
    await screen.findByTestId('payment-element');
    await user.click(screen.getByRole('button', { name: /Payer 114,98/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre numéro de carte est incomplet.',
    );
    expect(callsTo(spy, 'POST', '/api/bookings/41/payment-intent')).toBe(0);
  });

  it('says when the card payment failed, and offers to pay again', async () => {
    serve(cardBooking({ lastPaymentError: 'Your card was declined.' }));
    renderRoute('/bookingsuccess?booking=41&redirect_status=failed');
    const [failure] = await screen.findAllByRole('alert');
    expect(failure).toHaveTextContent('Le paiement n’a pas abouti : Your card was declined.');
    expect(failure).toHaveTextContent('Vous pouvez réessayer');
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
  });

  it('offers no card form once the hold has lapsed', async () => {
    serve(cardBooking({ holdExpiresAt: inMinutes(-1) }));
    renderRoute('/bookingsuccess?booking=41');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le délai de paiement de 30 minutes est écoulé',
    );
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
  });

  it('back from Stripe, waits for the confirmation instead of offering to pay again', async () => {
    serve(cardBooking());
    renderRoute('/bookingsuccess?booking=41&redirect_status=succeeded');
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-by-card')).not.toBeInTheDocument();
  });

  it('says so when card payments are off', async () => {
    mockBookingApi({
      user: owner,
      routes: { 'GET /api/bookings/41': () => jsonResponse(200, { booking: cardBooking() }) },
    });
    renderRoute('/bookingsuccess?booking=41');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le paiement par carte n’est pas offert pour le moment.',
    );
  });

  it('keeps the booking hidden from someone else', async () => {
    mockBookingApi({
      user: makeUser({ email: 'other@example.com' }),
      cardEnabled: true,
      routes: { 'GET /api/bookings/41': () => errorResponse(404, 'not-found') },
    });
    renderRoute('/bookingsuccess?booking=41');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’afficher cette réservation.',
    );
    expect(screen.queryByTestId('pay-by-card')).not.toBeInTheDocument();
  });
});
