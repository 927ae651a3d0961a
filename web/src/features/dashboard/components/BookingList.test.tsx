import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse, type Reply } from '@/test/api';
import { makeBooking } from '@/test/bookings';
import { makeDashboard } from '@/test/dashboard';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import '../routes/DashboardPage';

configure({ asyncUtilTimeout: 5000 });

const student = makeUser({ firstName: 'Marie' });
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function serve(bookings: Reply) {
  return mockSession(student, {
    'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    'GET /api/me/bookings': bookings,
    'GET /api/me/consents': jsonResponse(200, { news: false, history: [] }),
  });
}

/** The card of the booking whose course title is `title`. */
async function bookingCard(title: string) {
  return within(await screen.findByRole('listitem', { name: title }));
}

const interac = makeBooking({
  id: 1,
  reference: 'SEC-AAAAAA',
  course: { id: 2, title: 'RCR' },
  paymentDue: { date: '2030-12-05', classDay: false },
});
const onRequest = makeBooking({
  id: 2,
  reference: 'SEC-BBBBBB',
  course: { id: 3, title: 'Secourisme en milieu de travail' },
  session: null,
  preferredDate: null,
  paymentMethod: 'cash',
  interacReference: null,
  interacEmail: null,
  paymentDue: null,
});
const heldCard = makeBooking({
  id: 3,
  reference: 'SEC-CCCCCC',
  course: { id: 4, title: 'Premiers soins en garderie' },
  paymentMethod: 'card',
  interacReference: null,
  interacEmail: null,
  holdExpiresAt: inMinutes(20),
});
const cancelledCard = makeBooking({
  id: 4,
  reference: 'SEC-DDDDDD',
  course: { id: 5, title: 'DEA' },
  status: 'cancelled',
  paymentMethod: 'card',
  interacReference: null,
  interacEmail: null,
});
const paid = makeBooking({
  id: 5,
  reference: 'SEC-EEEEEE',
  course: { id: 6, title: 'Secourisme général' },
  status: 'approved',
  paymentStatus: 'paid',
  preferredDate: '2030-12-15',
  session: null,
  documents: [
    {
      id: 7,
      kind: 'receipt',
      number: '2026-000123',
      issuedAt: '2026-11-20T15:00:00Z',
      totalCents: 11498,
    },
  ],
});

describe('the dashboard’s bookings', () => {
  it('lists every booking of the student, whatever its state, with how to pay what is unpaid', async () => {
    const spy = serve(
      jsonResponse(200, { bookings: [interac, onRequest, heldCard, cancelledCard, paid] }),
    );
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Mes réservations' });
    expect(await screen.findAllByTestId('my-booking')).toHaveLength(5);
    expect(fetchedUrls(spy, '/api/me/bookings')[0]?.search).toBe('?lang=fr');

    const pending = await bookingCard('RCR');
    expect(pending.getByText('Réservation SEC-AAAAAA')).toBeInTheDocument();
    expect(pending.getByTestId('booking-status')).toHaveTextContent('En attente de confirmation');
    expect(plain(pending.getByText(/samedi 7 décembre 2030/).textContent)).toBe(
      'samedi 7 décembre 2030, de 9 h 00 à 16 h 00',
    );
    expect(plain(pending.getByTestId('booking-payment').textContent)).toBe(
      'Virement Interac : En attente du paiement',
    );
    const steps = pending.getByTestId('interac-instructions');
    expect(plain(steps.textContent)).toContain('4817263');
    expect(plain(steps.textContent)).toContain(
      'Envoyez 114,98 $ par virement Interac à info@secours.example',
    );
    // The server's deadline for the session (decision 058).
    expect(plain(steps.textContent)).toContain('au plus tard le jeudi 5 décembre 2030');
    expect(plain(pending.getByTestId('amount-total').textContent)).toBe('114,98 $');
    expect(plain(pending.getByTestId('amount-gst').textContent)).toBe('5,00 $');
    expect(pending.queryByRole('link', { name: /Payer par carte/ })).not.toBeInTheDocument();

    const cash = await bookingCard('Secourisme en milieu de travail');
    expect(cash.getByTestId('booking-date')).toHaveTextContent('Date à confirmer');
    expect(plain(cash.getByText(/Payez 114,98 \$ comptant/).textContent)).toBe(
      'Payez 114,98 $ comptant à notre bureau de Gatineau.',
    );
    expect(plain(cash.getByTestId('cash-due').textContent)).toContain(
      'au plus tard 5 jours ouvrables avant cette date',
    );

    const card = await bookingCard('Premiers soins en garderie');
    expect(card.getByText(/Votre place est retenue jusqu’à/)).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: 'Payer par carte la réservation SEC-CCCCCC' }),
    ).toHaveAttribute('href', '/bookingsuccess?booking=3');

    const cancelled = await bookingCard('DEA');
    expect(cancelled.getByTestId('booking-status')).toHaveTextContent('Annulée');
    expect(cancelled.queryByRole('link', { name: /Payer par carte/ })).not.toBeInTheDocument();
    expect(cancelled.queryByText(/retenue/)).not.toBeInTheDocument();

    const done = await bookingCard('Secourisme général');
    expect(done.getByTestId('booking-status')).toHaveTextContent('Confirmée');
    expect(done.getByTestId('booking-date')).toHaveTextContent(
      'Date souhaitée : dimanche 15 décembre 2030 (à confirmer)',
    );
    expect(plain(done.getByTestId('booking-payment').textContent)).toBe('Virement Interac : Payé');
    expect(done.queryByTestId('interac-instructions')).not.toBeInTheDocument();
    expect(
      done.getByRole('link', { name: 'Télécharger\u00a0: Reçu 2026-000123 (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/5/documents/7.pdf');
    expect(done.getByRole('link', { name: 'Voir la réservation SEC-EEEEEE' })).toHaveAttribute(
      'href',
      '/bookingsuccess?booking=5',
    );
  });

  it('shows every day of a session over several days, each with its hours when they differ', async () => {
    const day = (date: string, start: string, end: string) => ({
      date,
      startsAt: `${date}T${start}:00-05:00`,
      endsAt: `${date}T${end}:00-05:00`,
    });
    const session = makeBooking().session!;
    const sameHours = makeBooking({
      id: 6,
      course: { id: 6, title: 'Secourisme CNESST' },
      session: {
        ...session,
        startsAt: '2030-12-03T08:30:00-05:00',
        endsAt: '2030-12-04T16:30:00-05:00',
        days: [day('2030-12-03', '08:30', '16:30'), day('2030-12-04', '08:30', '16:30')],
      },
    });
    const uneven = makeBooking({
      id: 7,
      course: { id: 7, title: 'Premiers soins avancés' },
      session: {
        ...session,
        startsAt: '2030-12-10T08:30:00-05:00',
        endsAt: '2030-12-11T12:00:00-05:00',
        days: [day('2030-12-10', '08:30', '16:30'), day('2030-12-11', '09:00', '12:00')],
      },
    });
    serve(jsonResponse(200, { bookings: [sameHours, uneven] }));
    renderRoute('/dashboard');
    const first = await bookingCard('Secourisme CNESST');
    expect(plain(first.getByText(/mardi 3 décembre/).textContent)).toBe(
      'mardi 3 décembre et mercredi 4 décembre 2030, de 8 h 30 à 16 h 30',
    );
    const second = await bookingCard('Premiers soins avancés');
    expect(plain(second.getByText(/^mardi 10 décembre/).textContent)).toBe(
      'mardi 10 décembre, de 8 h 30 à 16 h 30',
    );
    expect(plain(second.getByText(/^mercredi 11 décembre/).textContent)).toBe(
      'mercredi 11 décembre 2030, de 9 h 00 à 12 h 00',
    );
  });

  it('says to pay cash to the instructor once the deadline has passed, never a day gone by', async () => {
    serve(
      jsonResponse(200, {
        bookings: [
          makeBooking({
            paymentMethod: 'cash',
            interacReference: null,
            interacEmail: null,
            paymentDue: { date: '2030-12-07', classDay: true },
          }),
        ],
      }),
    );
    renderRoute('/dashboard');
    const card = within(await screen.findByTestId('my-booking'));
    expect(plain(card.getByTestId('cash-due').textContent)).toBe(
      'Pour cette séance, payez 114,98 $ comptant à l’instructeur le jour de la formation, avant le début du cours.',
    );
    expect(card.queryByText(/à notre bureau/)).not.toBeInTheDocument();
  });

  it('says when a card hold has lapsed, and offers no payment', async () => {
    serve(
      jsonResponse(200, {
        bookings: [{ ...heldCard, holdExpiresAt: inMinutes(-1) }],
      }),
    );
    renderRoute('/dashboard');
    const card = await bookingCard('Premiers soins en garderie');
    expect(card.getByText(/Le délai de paiement est écoulé/)).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Payer par carte/ })).not.toBeInTheDocument();
  });

  it('says when a payment arrived without a seat', async () => {
    serve(
      jsonResponse(200, {
        bookings: [{ ...heldCard, status: 'cancelled', paymentStatus: 'paid', refundNeeded: true }],
      }),
    );
    renderRoute('/dashboard');
    const card = await bookingCard('Premiers soins en garderie');
    expect(card.getByRole('status')).toHaveTextContent(/la place n’était plus disponible/);
  });

  it('shows what was refunded and when, and a refund under way', async () => {
    serve(
      jsonResponse(200, {
        bookings: [
          {
            ...paid,
            paymentStatus: 'partly-refunded',
            refunds: [
              {
                id: 1,
                amountCents: 5749,
                method: 'interac',
                status: 'succeeded',
                reason: 'guarantee',
                note: 'Garantie de 30 jours',
                failureMessage: null,
                createdAt: '2026-11-21T15:00:00Z',
                completedAt: '2026-11-21T15:00:00Z',
                creditNoteNumber: 'NC-2026-000001',
              },
              {
                id: 2,
                amountCents: 1000,
                method: 'interac',
                status: 'failed',
                reason: 'other',
                note: '',
                failureMessage: 'x',
                createdAt: '2026-11-22T15:00:00Z',
                completedAt: '2026-11-22T15:00:00Z',
                creditNoteNumber: null,
              },
            ],
          },
        ],
      }),
    );
    renderRoute('/dashboard');
    const card = await bookingCard('Secourisme général');
    const refunds = card.getAllByTestId('my-refund');
    expect(refunds).toHaveLength(1);
    expect(plain(refunds[0]?.textContent)).toBe(
      'Remboursé : 57,49 $ le 21 nov. 2026Garantie de 30 jours',
    );
    expect(plain(card.getByTestId('booking-payment').textContent)).toBe(
      'Virement Interac : Remboursé en partie',
    );
  });

  it('has an empty state', async () => {
    serve(jsonResponse(200, { bookings: [] }));
    renderRoute('/dashboard');
    expect(await screen.findByText('Vous n’avez aucune réservation pour le moment.')).toBeVisible();
  });

  it('says when the list cannot be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    serve(() => (failing ? errorResponse(400, 'bad') : jsonResponse(200, { bookings: [interac] })));
    renderRoute('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger vos réservations.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('my-booking')).toBeInTheDocument();
  });

  it('speaks English, with course titles asked in English', async () => {
    await i18n.changeLanguage('en');
    const spy = serve(jsonResponse(200, { bookings: [onRequest, heldCard] }));
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'My bookings' });
    expect(fetchedUrls(spy, '/api/me/bookings')[0]?.search).toBe('?lang=en');
    const cash = await bookingCard('Secourisme en milieu de travail');
    expect(cash.getByTestId('booking-date')).toHaveTextContent('Date to be confirmed');
    expect(cash.getByTestId('booking-payment')).toHaveTextContent('Cash: Awaiting payment');
    expect(cash.getByText(/Pay \$114\.98 in cash/)).toBeInTheDocument();
    const card = await bookingCard('Premiers soins en garderie');
    expect(card.getByRole('link', { name: 'Pay booking SEC-CCCCCC by card' })).toBeVisible();
  });
});
