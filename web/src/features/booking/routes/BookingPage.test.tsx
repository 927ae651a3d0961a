import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeBooking, makeSession, mockBookingApi } from '@/test/bookings';
import { cpr, firstAid, freeTalk } from '@/test/courses';
import { makeUser } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
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

import { fillDetails, form, radio, submitButton, text } from '@/test/booking-page';

describe('the booking page', () => {
  it('preselects the course of the address and lists its sessions in Quebec time', async () => {
    mockBookingApi({
      sessions: {
        [cpr.id]: [
          makeSession(),
          makeSession({
            id: 12,
            seatsLeft: 0,
            startsAt: '2030-12-14T09:00:00-05:00',
            endsAt: '2030-12-14T16:00:00-05:00',
          }),
        ],
      },
    });
    renderRoute('/booking/2');
    expect(await form()).toHaveValue('2');

    const open = await screen.findByRole('radio', { name: /samedi 7 décembre 2030/i });
    expect(text(open.closest('div') as HTMLElement)).toContain('de 9 h 00 à 16 h 00');
    expect(text(open.parentElement as HTMLElement)).toContain('5 places restantes');
    const full = radio(/samedi 14 décembre 2030/i);
    expect(full).toBeDisabled();
    expect(text(full.parentElement as HTMLElement)).toContain('Complet');
    // Sessions are offered: no preferred date.
    expect(screen.queryByLabelText(/^Date souhaitée/)).not.toBeInTheDocument();
  });

  it('takes the course from the course page (navigation state or slug) too', async () => {
    mockBookingApi();
    renderRoute('/booking/secourisme-niveau-c');
    expect(await form()).toHaveValue(String(firstAid.id));
  });

  it('asks for an optional preferred date, not earlier than today, for a course on request', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi();
    renderRoute('/booking/2');
    await form();
    const date = await screen.findByLabelText('Date souhaitée (facultatif)');
    expect(date).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(date).not.toBeRequired();
    expect(date).toHaveAccessibleDescription('Sans date, nous vous en proposerons une.');
    expect(screen.getByText(/offerte sur demande/)).toBeInTheDocument();

    await fillDetails(user);
    await user.type(date, '2001-01-15');
    await user.click(submitButton());
    expect(await screen.findByText('La date ne peut pas être passée.')).toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);
  });

  it('shows every missing field at once and sends nothing', async () => {
    const user = userEvent.setup();
    const spy = mockBookingApi({ sessions: { [cpr.id]: [makeSession()] } });
    renderRoute('/booking/2');
    await form();
    await screen.findByRole('radio', { name: /samedi 7 décembre/i });
    await user.click(submitButton());

    expect(await screen.findByText('Veuillez indiquer votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez indiquer votre nom.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez indiquer votre courriel.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez choisir une séance.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/bookings')).toBe(0);
  });

  it('disables card when the server takes no cards: Interac by default, then cash', async () => {
    const user = userEvent.setup();
    mockBookingApi({ cardEnabled: false, sessions: { [cpr.id]: [makeSession()] } });
    renderRoute('/booking/2');
    await form();

    expect(radio(/Carte de crédit/)).toBeDisabled();
    expect(screen.getByTestId('card-unavailable')).toHaveTextContent(
      'Le paiement par carte n’est pas offert pour le moment.',
    );
    expect(radio(/Virement Interac/)).toBeChecked();
    const interac = screen.getByTestId('panel-interac');
    expect(text(interac)).toContain('envoyez 114,98 $ par virement Interac à info@secours.example');
    expect(screen.queryByTestId('panel-card')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Confirmer la réservation');

    // The price preview: 100 $ + 5 $ GST + 9,98 $ QST.
    const summary = screen.getByTestId('price-summary');
    expect(text(within(summary).getByTestId('amount-gst'))).toBe('5,00 $');
    expect(text(within(summary).getByTestId('amount-qst'))).toBe('9,98 $');
    expect(text(within(summary).getByTestId('amount-total'))).toBe('114,98 $');

    await user.click(radio(/Comptant/));
    expect(screen.queryByTestId('panel-interac')).not.toBeInTheDocument();
    const cash = screen.getByTestId('panel-cash');
    expect(text(cash)).toContain('au moins 5 jours ouvrables avant la formation');
    expect(text(cash)).toContain('du lundi au vendredi, de 15 h 30 à 18 h 30');
    await user.click(radio(/samedi 7 décembre/i));
    expect(text(cash)).toContain('au plus tard le lundi 2 décembre 2030');
  });

  it('offers card by default when Stripe is set up, with the total on the Pay button', async () => {
    const user = userEvent.setup();
    mockBookingApi({ cardEnabled: true, courses: [cpr, firstAid, freeTalk] });
    renderRoute('/booking/2');
    await form();

    expect(radio(/Carte de crédit/)).toBeChecked();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(text(submitButton())).toBe('Payer 114,98 $ CAD (taxes incl.)');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formation' }),
      String(firstAid.id),
    );
    expect(text(submitButton())).toBe('Payer 172,46 $ CAD (taxes incl.)');

    await user.click(radio(/Virement Interac/));
    expect(screen.queryByTestId('panel-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('panel-interac')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Confirmer la réservation');

    // A free course is not paid by card.
    await user.click(radio(/Carte de crédit/));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formation' }),
      String(freeTalk.id),
    );
    expect(radio(/Carte de crédit/)).toBeDisabled();
    expect(radio(/Virement Interac/)).toBeChecked();
    expect(screen.getByTestId('card-unavailable')).toHaveTextContent(
      'Cette formation est gratuite',
    );
  });

  it('writes the Pay button the English way in English', async () => {
    await i18n.changeLanguage('en');
    mockBookingApi({ cardEnabled: true });
    renderRoute('/booking/2');
    await screen.findByRole('heading', { level: 1, name: 'Book a course' });
    const pay = await screen.findByRole('button', { name: 'Pay $114.98 CAD (taxes incl.)' });
    // Enabled once the course's sessions are read.
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('fills in the signed-in user, books with Interac and shows the success page', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ paymentMethod: 'interac' });
    const spy = mockBookingApi({
      user: makeUser({ phone: '819 555-0100' }),
      sessions: { [cpr.id]: [makeSession()] },
      routes: {
        'POST /api/bookings': () => jsonResponse(201, { booking, accessToken: 'tok-123' }),
      },
    });
    const { router } = renderRoute('/booking/2');
    await form();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie'),
    );
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Tremblay');
    expect(screen.getByRole('textbox', { name: /^Courriel/ })).toHaveValue('marie@example.com');
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveValue('819 555-0100');

    await user.click(await screen.findByRole('radio', { name: /samedi 7 décembre/i }));
    await user.type(
      screen.getByRole('textbox', { name: /Demandes particulières/ }),
      'Allergie au latex',
    );
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    expect(lastBodyOf(spy, 'POST', '/api/bookings')).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: 'marie@example.com',
      phone: '819 555-0100',
      courseId: 2,
      sessionId: 11,
      specialRequests: 'Allergie au latex',
      paymentMethod: 'interac',
      language: 'fr',
      newsConsent: false,
    });
    expect(router.state.location.pathname).toBe('/bookingsuccess');
    expect(router.state.location.search).toBe('?booking=41&token=tok-123');
    expect(screen.getByText(/Réservation envoyée avec succès/)).toBeInTheDocument();
    expect(screen.getByTestId('reference')).toHaveTextContent('SEC-7K3M9Q');
    expect(screen.getByTestId('interac-reference')).toHaveTextContent('4817263');
  });

  it('books a course on request without a date: the office will propose one', async () => {
    const user = userEvent.setup();
    const booking = makeBooking({ paymentMethod: 'interac', session: null, preferredDate: null });
    const spy = mockBookingApi({
      routes: {
        'POST /api/bookings': () => jsonResponse(201, { booking, accessToken: 'tok-123' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    expect(await screen.findByLabelText('Date souhaitée (facultatif)')).toHaveValue('');
    await user.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    const body = lastBodyOf(spy, 'POST', '/api/bookings');
    expect(body).toMatchObject({ courseId: 2, paymentMethod: 'interac' });
    expect(body).not.toHaveProperty('preferredDate');
    expect(body).not.toHaveProperty('sessionId');
    const date = screen.getByText('Date à confirmer');
    expect(date.previousElementSibling).toHaveTextContent(/^Date$/);
  });

  it('says when the session just filled up and reads the sessions again', async () => {
    const user = userEvent.setup();
    let seatsLeft = 1;
    mockBookingApi({
      routes: {
        'GET /api/courses/2/sessions': () =>
          jsonResponse(200, {
            sessions: [
              makeSession({ seatsLeft }),
              makeSession({
                id: 12,
                startsAt: '2030-12-14T09:00:00-05:00',
                endsAt: '2030-12-14T16:00:00-05:00',
              }),
            ],
          }),
        'POST /api/bookings': () => {
          seatsLeft = 0;
          return errorResponse(409, 'session-full');
        },
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.click(await screen.findByRole('radio', { name: /samedi 7 décembre/i }));
    await user.click(radio(/Virement Interac/));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette séance vient d’être complétée.',
    );
    await waitFor(() => expect(radio(/samedi 7 décembre/i)).toBeDisabled());
    expect(radio(/samedi 7 décembre/i)).not.toBeChecked();
  });

  it('puts the server’s field errors under their fields, with the error banner', async () => {
    const user = userEvent.setup();
    mockBookingApi({
      routes: {
        'POST /api/bookings': () => errorResponse(400, 'validation', { email: 'invalid-email' }),
      },
    });
    renderRoute('/booking/2');
    await form();
    await fillDetails(user);
    await user.type(await screen.findByLabelText(/^Date souhaitée/), '2099-01-15');
    await user.click(submitButton());

    expect(await screen.findByText('Veuillez indiquer un courriel valide.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de l’envoi de votre réservation. Veuillez réessayer.',
    );
    expect(screen.getByRole('textbox', { name: /^Courriel/ })).toHaveFocus();
  });

  it('shows the load error with a Retry button', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockBookingApi({
      routes: {
        'GET /api/courses': () =>
          fail ? errorResponse(429, 'rate-limited') : jsonResponse(200, { courses: [cpr] }),
      },
    });
    renderRoute('/booking/2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les formations.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('combobox', { name: 'Formation' })).toHaveValue('2');
  });
});
