import { configure, screen, within } from '@testing-library/react';
import { errorResponse, jsonResponse } from '@/test/api';
import { makeBooking, mockBookingApi } from '@/test/bookings';
import { makeUser } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import './BookingSuccessPage';

configure({ asyncUtilTimeout: 5000 });

const spaces = /[\u00a0\u202f]/g;
const text = (element: HTMLElement) => element.textContent?.replace(spaces, ' ') ?? '';

function serve(
  booking: ReturnType<typeof makeBooking> | (() => Response),
  user = null as ReturnType<typeof makeUser> | null,
) {
  return mockBookingApi({
    user,
    routes: {
      'GET /api/bookings/41': (_init, url) =>
        url.searchParams.get('token') !== 'tok'
          ? errorResponse(404, 'not-found')
          : typeof booking === 'function'
            ? booking()
            : jsonResponse(200, { booking }),
    },
  });
}

describe('the booking success page', () => {
  it('explains where to find the booking when none is given', async () => {
    mockBookingApi();
    renderRoute('/bookingsuccess');
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre réservation\u00a0!' });
    expect(screen.getByText(/se trouvent dans votre courriel de confirmation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.queryByRole('link', { name: 'Mon tableau de bord' })).not.toBeInTheDocument();
  });

  it('shows the server’s booking: reference, session, taxes and the Interac instructions', async () => {
    serve(makeBooking());
    renderRoute('/bookingsuccess?booking=41&token=tok');
    expect(await screen.findByTestId('reference')).toHaveTextContent('SEC-7K3M9Q');

    const summary = screen.getByRole('region', { name: 'Votre réservation' });
    expect(text(summary)).toContain('Sauveteur cardio RCR-DEA niveau C');
    expect(text(summary)).toContain('samedi 7 décembre 2030, de 9 h 00 à 16 h 00');
    expect(text(summary)).toContain('En attente de confirmation');
    expect(text(within(summary).getByTestId('amount-gst'))).toBe('5,00 $');
    expect(text(within(summary).getByTestId('amount-qst'))).toBe('9,98 $');
    expect(text(within(summary).getByTestId('amount-total'))).toBe('114,98 $');
    expect(within(summary).getByTestId('payment-status')).toHaveTextContent(
      'En attente du paiement',
    );

    const interac = screen.getByTestId('interac-instructions');
    expect(within(interac).getByTestId('interac-reference')).toHaveTextContent('4817263');
    expect(text(interac)).toContain('envoyez 114,98 $ par virement Interac à info@secours.example');
    expect(text(interac)).toContain(
      'le virement doit nous parvenir au plus tard le jeudi 5 décembre 2030.',
    );
  });

  it('says to send the transfer at once, and names no day gone by, once its deadline has passed', async () => {
    serve(makeBooking({ paymentDue: { date: '2030-12-05', classDay: true } }));
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const interac = await screen.findByTestId('interac-instructions');
    expect(text(interac)).toContain(
      'envoyez le virement sans attendre : il doit nous parvenir avant le début de la formation.',
    );
    expect(text(interac)).not.toContain('5 décembre');
    expect(text(interac)).not.toContain('au plus tard');
  });

  it('shows every day of a session over several days', async () => {
    const day = (date: string) => ({
      date,
      startsAt: `${date}T09:00:00-05:00`,
      endsAt: `${date}T16:00:00-05:00`,
    });
    const booking = makeBooking();
    serve(
      makeBooking({
        session: {
          ...booking.session!,
          endsAt: '2030-12-08T16:00:00-05:00',
          days: [day('2030-12-07'), day('2030-12-08')],
        },
      }),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok');
    await screen.findByTestId('reference');
    const summary = screen.getByRole('region', { name: 'Votre réservation' });
    expect(text(summary)).toContain(
      'samedi 7 décembre et dimanche 8 décembre 2030, de 9 h 00 à 16 h 00',
    );
  });

  it('gives the cash deadline the server set, in English too', async () => {
    await i18n.changeLanguage('en');
    serve(
      makeBooking({
        paymentMethod: 'cash',
        interacReference: null,
        paymentDue: { date: '2030-12-02', classDay: false },
      }),
      makeUser(),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const cash = await screen.findByTestId('cash-instructions');
    expect(text(cash)).toContain('Pay $114.98 in cash at our office');
    expect(text(cash)).toContain('by Monday, December 2, 2030 at the latest');
    expect(text(cash)).toContain('Monday to Friday, 3:30 p.m. to 6:30 p.m. (closed Saturday');
    expect(text(cash)).not.toContain('..');
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('words the cash deadline as a rule for a booking on request, which has no session yet', async () => {
    await i18n.changeLanguage('en');
    serve(
      makeBooking({
        paymentMethod: 'cash',
        interacReference: null,
        session: null,
        preferredDate: '2030-12-09',
        paymentDue: null,
      }),
      makeUser(),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const cash = await screen.findByTestId('cash-instructions');
    expect(text(cash)).not.toContain('chosen session');
    expect(text(cash)).toContain('We will confirm the course date with you');
  });

  it('says to pay the instructor on the class day once the cash deadline has passed', async () => {
    serve(
      makeBooking({
        paymentMethod: 'cash',
        interacReference: null,
        paymentDue: { date: '2030-12-02', classDay: true },
      }),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok');
    const cash = await screen.findByTestId('cash-instructions');
    expect(text(cash)).toBe(
      'Payer comptantPour cette séance, payez 114,98 $ comptant à l’instructeur le jour de la formation, avant le début du cours.',
    );
  });

  it('waits for the card payment to be confirmed, reading the booking again', async () => {
    let paid = false;
    serve(() =>
      jsonResponse(200, {
        booking: makeBooking({
          paymentMethod: 'card',
          interacReference: null,
          paymentStatus: paid ? 'paid' : 'awaiting-payment',
        }),
      }),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok&redirect_status=succeeded');
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeInTheDocument();
    paid = true;
    expect(
      await screen.findByText(/^Paiement reçu\. Merci/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Payé');
  });

  it('tells a customer who paid after the seat was gone that they will be contacted, not confirmed', async () => {
    serve(
      makeBooking({
        status: 'cancelled',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        interacReference: null,
        refundNeeded: true,
      }),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok&redirect_status=succeeded');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Paiement reçu, place non disponible',
      }),
    ).toBeInTheDocument();
    expect(text(screen.getByTestId('refund-needed'))).toBe(
      'Votre paiement est bien reçu, mais la place n’était plus disponible. Nous vous contacterons d’ici un jour ouvrable pour vous inscrire à une autre séance ou vous rembourser en entier.',
    );
    expect(screen.queryByText(/Merci pour votre réservation/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Paiement reçu\. Merci/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Réservation envoyée avec succès/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Une confirmation a été envoyée/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Votre réservation' });
    expect(text(summary)).toContain('Annulée');
    expect(within(summary).getByTestId('payment-status')).toHaveTextContent('Payé');
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    serve(
      makeBooking({
        status: 'rejected',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        interacReference: null,
        refundNeeded: true,
      }),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok');
    expect(await screen.findByTestId('refund-needed')).toHaveTextContent(
      'We have received your payment, but the seat was no longer available. We will contact you within one business day to enrol you in another session or refund you in full.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment received, seat no longer available' }),
    ).toBeInTheDocument();
  });

  it('offers the receipt of a paid booking to the guest, with the booking’s token', async () => {
    serve(
      makeBooking({
        paymentStatus: 'paid',
        documents: [
          {
            id: 7,
            kind: 'receipt',
            number: '2026-000123',
            issuedAt: '2026-11-20T15:00:00Z',
            totalCents: 11498,
          },
        ],
      }),
    );
    renderRoute('/bookingsuccess?booking=41&token=tok');
    expect(
      await screen.findByRole('link', { name: 'Télécharger\u00a0: Reçu 2026-000123 (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/41/documents/7.pdf?token=tok');
  });

  it('says so when the booking cannot be read', async () => {
    serve(makeBooking());
    renderRoute('/bookingsuccess?booking=41&token=wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’afficher cette réservation.',
    );
  });
});
