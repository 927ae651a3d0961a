import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeBooking, makeSession, mockBookingApi } from '@/test/bookings';
import { cpr } from '@/test/courses';
import { renderRoute } from '@/test/render';
// Loaded up front: the first lazy load on a busy machine is slow.
import './BookingPage';
import './BookingSuccessPage';
import '@/components/payment/CardPaymentFields';

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
  stripe.submit.mockReset();
  stripe.confirmPayment.mockReset();
  stripe.submit.mockResolvedValue({});
  stripe.confirmPayment.mockResolvedValue({ error: { message: 'Votre carte a été refusée.' } });
});

import { fillDetails, form, submitButton } from '@/test/booking-page';

describe('paying by card on the booking page', () => {
  it('pays by card: saves, asks for the intent, confirms with Stripe; a decline can be retried', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ paymentMethod: 'card', interacReference: null });
    const spy = mockBookingApi({
      cardEnabled: true,
      sessions: { [cpr.id]: [makeSession()] },
      routes: {
        'POST /api/bookings': () => jsonResponse(201, { booking, accessToken: 'tok 1' }),
        'POST /api/bookings/41/payment-intent': () =>
          jsonResponse(200, {
            clientSecret: 'pi_1_secret_2',
            publishableKey: 'pk_test_secours',
            amountCents: 11498,
            currency: 'CAD',
          }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await screen.findByRole('radio', { name: /samedi 7 décembre/i }));
    await screen.findByTestId('payment-element');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toMatchObject({ paymentMethod: 'card' });
    const intentCall = spy.mock.calls.find(([input]) => String(input).includes('payment-intent'));
    expect(String(intentCall?.[0])).toBe('/api/bookings/41/payment-intent?token=tok%201');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      clientSecret: 'pi_1_secret_2',
      confirmParams: {
        return_url: 'http://localhost:3000/bookingsuccess?booking=41&token=tok+1'.replace(
          'http://localhost:3000',
          window.location.origin,
        ),
      },
    });
    expect(screen.getByText(/SEC-7K3M9Q est retenue pendant 30/)).toBeInTheDocument();

    // Paying again reuses the saved booking.
    stripe.confirmPayment.mockResolvedValueOnce({ error: {} });
    await user.click(submitButton());
    expect(await screen.findByText('Le paiement a échoué.')).toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(1);
    expect(callsTo(spy, 'POST', '/api/bookings/41/payment-intent')).toBe(2);
  });

  it('shows Stripe’s error, or “Failed to create payment intent”, when the intent fails', async () => {
    const user = userEvent.setup();
    let intent = errorResponse(502, 'payment-provider-error');
    mockBookingApi({
      cardEnabled: true,
      routes: {
        'POST /api/bookings': () =>
          jsonResponse(201, { booking: makeBooking({ paymentMethod: 'card' }), accessToken: 't' }),
        'POST /api/bookings/41/payment-intent': () => intent.clone(),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.type(await screen.findByLabelText(/^Date souhaitée/), '2099-01-15');
    await screen.findByTestId('payment-element');
    await user.click(submitButton());
    // errorResponse puts the code in the message: the server's text is shown as is.
    expect(await screen.findByRole('alert')).toHaveTextContent('payment-provider-error');

    intent = errorResponse(500, 'internal');
    await user.click(submitButton());
    expect(await screen.findByText('Impossible de préparer le paiement.')).toBeInTheDocument();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });
});
