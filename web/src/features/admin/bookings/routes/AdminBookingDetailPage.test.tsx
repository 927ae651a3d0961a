import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, fetchedUrls, jsonResponse, lastBodyOf } from '@/test/api';
import { makeAdminBooking, makeSession } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import './AdminBookingDetailPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const receipt = {
  id: 7,
  kind: 'receipt' as const,
  number: '2026-000123',
  issuedAt: '2026-11-20T15:00:00Z',
  totalCents: 11498,
};
const paid = makeAdminBooking({
  id: 41,
  reference: 'SEC-7K3M9Q',
  userId: 12,
  paymentStatus: 'paid',
  paidAt: '2026-11-20T15:00:00Z',
  phone: '819 555-0101',
  documents: [receipt],
});
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('an admin’s booking page', () => {
  it('shows the booking, its customer and its receipt, which can be sent again', async () => {
    const user = userEvent.setup();
    const spy = mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, { booking: paid }),
      'POST /api/admin/bookings/41/documents/7/resend': jsonResponse(202, { status: 'accepted' }),
    });
    renderRoute('/admin/bookings/41');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation SEC-7K3M9Q' }),
    ).toBeInTheDocument();
    expect(fetchedUrls(spy, '/api/admin/bookings/41')[0]?.search).toBe('?lang=fr');
    const booking = within(screen.getByRole('region', { name: 'Réservation' }));
    expect(plain(booking.getByText(/samedi 7 décembre 2030/).textContent)).toBe(
      'samedi 7 décembre 2030, de 9 h 00 à 16 h 00',
    );
    expect(booking.getByText('Virement Interac · Payé')).toBeInTheDocument();
    const customer = within(screen.getByRole('region', { name: 'Client' }));
    expect(customer.getByText('819 555-0101')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: 'Voir le dossier de l’étudiant' })).toHaveAttribute(
      'href',
      '/admin/students/12',
    );

    const documents = within(screen.getByRole('region', { name: 'Reçus et notes de crédit' }));
    expect(documents.getByText('Reçu 2026-000123')).toBeInTheDocument();
    expect(plain(documents.getByText(/114,98/).textContent)).toContain('114,98 $');
    expect(
      documents.getByRole('link', { name: 'Télécharger\u00a0: Reçu 2026-000123 (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/41/documents/7.pdf');

    await user.click(
      documents.getByRole('button', { name: 'Renvoyer par courriel\u00a0: Reçu 2026-000123' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reçu 2026-000123 renvoyé à marie@example.com.',
    );
    expect(callsTo(spy, 'POST', '/api/admin/bookings/41/documents/7/resend')).toBe(1);
  });

  it('moves the booking to another session, and lists its history', async () => {
    const user = userEvent.setup();
    const withHistory = {
      ...paid,
      history: [
        { at: '2026-11-20T14:00:00Z', kind: 'created', detail: '', actor: 'customer' as const },
        {
          at: '2026-11-20T15:00:00Z',
          kind: 'payment-received',
          detail: '',
          actor: 'admin' as const,
          actorName: 'Sophie Admin',
        },
        {
          at: '2026-11-21T15:00:00Z',
          kind: 'some-new-kind',
          detail: 'x',
          actor: 'system' as const,
        },
      ],
    };
    const spy = mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, { booking: withHistory }),
      'GET /api/courses/2/sessions': jsonResponse(200, {
        sessions: [
          makeSession({ id: 11, courseId: 2 }),
          makeSession({ id: 12, courseId: 2, startsAt: '2030-12-14T09:00:00-05:00', seatsLeft: 2 }),
        ],
      }),
      'POST /api/admin/bookings/41/move': jsonResponse(200, { booking: withHistory }),
    });
    renderRoute('/admin/bookings/41');
    const history = within(await screen.findByRole('region', { name: 'Historique' }));
    const events = history.getAllByTestId('history-event');
    expect(events).toHaveLength(3);
    expect(plain(events[1]?.textContent)).toContain('Paiement reçu');
    expect(plain(events[1]?.textContent)).toContain('par Sophie Admin');
    expect(plain(events[2]?.textContent)).toContain('some-new-kind');

    const move = within(screen.getByRole('region', { name: 'Changer de séance' }));
    const select = move.getByLabelText('Séance');
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '12');
    await user.click(move.getByRole('button', { name: 'Déplacer' }));
    expect(await move.findByRole('status')).toHaveTextContent('Le client a été avisé.');
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/41/move')).toEqual({ sessionId: 12 });
  });

  it('says when a receipt cannot be sent again', async () => {
    const user = userEvent.setup();
    mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, { booking: paid }),
      'POST /api/admin/bookings/41/documents/7/resend': errorResponse(503, 'storage-unavailable'),
    });
    renderRoute('/admin/bookings/41');
    await user.click(await screen.findByRole('button', { name: /Renvoyer par courriel/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de renvoyer le document.',
    );
  });

  it('says there is no receipt before any payment', async () => {
    mockSession(admin, {
      'GET /api/admin/bookings/41': jsonResponse(200, {
        booking: makeAdminBooking({ id: 41, userId: null }),
      }),
    });
    renderRoute('/admin/bookings/41');
    expect(await screen.findByText(/Aucun reçu pour le moment/)).toBeInTheDocument();
    expect(screen.getByText('Sans compte (réservation d’invité)')).toBeInTheDocument();
  });

  it('says so when the booking does not exist', async () => {
    mockSession(admin, { 'GET /api/admin/bookings/999': errorResponse(404, 'not-found') });
    renderRoute('/admin/bookings/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette réservation n’existe pas.');
  });

  it('is reached from the reference in the bookings list', async () => {
    const user = userEvent.setup();
    mockSession(admin, {
      'GET /api/admin/bookings': jsonResponse(200, {
        bookings: [paid],
        counts: { total: 1, pending: 0, approved: 0, rejected: 0, cancelled: 0 },
      }),
      'GET /api/admin/bookings/41': jsonResponse(200, { booking: paid }),
    });
    renderRoute('/admin/bookings');
    await user.click(
      await screen.findByRole('link', { name: 'Détails de la réservation SEC-7K3M9Q' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation SEC-7K3M9Q' }),
    ).toBeInTheDocument();
  });
});
