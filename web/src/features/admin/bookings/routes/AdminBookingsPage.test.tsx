import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { makeUser } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { AdminBooking } from '../api/types';
import './AdminBookingsPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const pending = makeAdminBooking({ id: 1, reference: 'SEC-PEND01', userName: 'Marie Tremblay' });
const approved = makeAdminBooking({
  id: 2,
  reference: 'SEC-APPR02',
  userName: 'Luc Gagnon',
  userEmail: 'luc@example.com',
  status: 'approved',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  interacReference: null,
});
const rejected = makeAdminBooking({
  id: 3,
  reference: 'SEC-REJE03',
  userName: ' ',
  userEmail: '',
  courseName: '',
  course: { id: 9, title: '' },
  status: 'rejected',
  paymentMethod: 'cash',
  interacReference: null,
  session: null,
  preferredDate: '2030-06-15',
});

const paidWithoutSeat = makeAdminBooking({
  id: 4,
  reference: 'SEC-RMBS04',
  userName: 'Julie Roy',
  userEmail: 'julie@example.com',
  status: 'cancelled',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  interacReference: null,
  refundNeeded: true,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response;

function mockAdminApi(bookings: AdminBooking[], routes: Record<string, Handler> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(url, init);
    if (key === 'GET /api/auth/me') return jsonResponse(200, { user: admin });
    if (key === 'GET /api/admin/bookings') {
      return jsonResponse(200, {
        bookings,
        counts: { total: 7, pending: 4, approved: 2, rejected: 1, cancelled: 0 },
      });
    }
    return errorResponse(404, 'not-found');
  });
}

const table = () => screen.findByRole('table', { name: 'Liste des réservations' });
const rowOf = (reference: string) =>
  within(screen.getByText(reference).closest('tr') as HTMLElement);

describe('the admin bookings page', () => {
  it('says the date is to be confirmed for a booking on request without a date', async () => {
    const undated = makeAdminBooking({
      id: 5,
      reference: 'SEC-UNDT05',
      session: null,
      preferredDate: null,
    });
    mockAdminApi([undated, rejected]);
    renderRoute('/admin/bookings');
    await table();
    expect(rowOf('SEC-UNDT05').getByText('Date à confirmer')).toBeInTheDocument();
    expect(rowOf('SEC-REJE03').queryByText('Date à confirmer')).not.toBeInTheDocument();
  });

  it('shows the counts and offers approve and reject only on pending bookings', async () => {
    mockAdminApi([pending, approved, rejected]);
    renderRoute('/admin/bookings');
    await table();

    expect(screen.getByTestId('stat-total')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-approved')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-rejected')).toHaveTextContent('1');

    const first = rowOf('SEC-PEND01');
    expect(
      first.getByRole('button', { name: /^Approuver la réservation SEC-PEND01/ }),
    ).toBeEnabled();
    expect(first.getByRole('button', { name: /^Refuser la réservation SEC-PEND01/ })).toBeEnabled();
    expect(first.getByRole('button', { name: /paiement reçu/ })).toBeInTheDocument();
    expect(first.getByText('En attente')).toBeInTheDocument();
    expect(first.getByText('Virement Interac')).toBeInTheDocument();
    expect(first.getByText('Non payé')).toBeInTheDocument();

    const second = rowOf('SEC-APPR02');
    expect(second.queryAllByRole('button')).toHaveLength(0);
    expect(second.getByText('Approuvée')).toBeInTheDocument();
    expect(second.getByText('Payé')).toBeInTheDocument();

    const third = rowOf('SEC-REJE03');
    expect(third.queryAllByRole('button')).toHaveLength(0);
    expect(third.getByText('Utilisateur inconnu')).toBeInTheDocument();
    expect(third.getByText('N/D')).toBeInTheDocument();
    expect(third.getByText('Formation inconnue')).toBeInTheDocument();
    expect(third.getByText('Sur demande')).toBeInTheDocument();
  });

  it('approves a booking and says so', async () => {
    const user = userEvent.setup();
    let bookings = [pending];
    const spy = mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        jsonResponse(200, {
          bookings,
          counts: { total: 1, pending: 1, approved: 0, rejected: 0 },
        }),
      'PATCH /api/admin/bookings/1': () => {
        bookings = [{ ...pending, status: 'approved' }];
        return jsonResponse(200, { booking: bookings[0] });
      },
    });
    renderRoute('/admin/bookings');
    await table();
    await user.click(screen.getByRole('button', { name: /^Approuver la réservation SEC-PEND01/ }));

    expect(await screen.findByText(/Réservation approuvée avec succès/)).toBeInTheDocument();
    const patch = spy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'approved' });
    await waitFor(() => expect(rowOf('SEC-PEND01').queryAllByRole('button')).toHaveLength(1));
  });

  it('asks before rejecting, then records a payment; a failure says “Failed to update booking”', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let fail = false;
    mockAdminApi([pending], {
      'PATCH /api/admin/bookings/1': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return fail
          ? errorResponse(500, 'internal')
          : jsonResponse(200, { booking: { ...pending, status: 'rejected' } });
      },
    });
    renderRoute('/admin/bookings');
    await table();

    await user.click(screen.getByRole('button', { name: /^Refuser la réservation SEC-PEND01/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser cette réservation\u00a0?' });
    expect(dialog).toHaveTextContent('SEC-PEND01');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la réservation' }));
    expect(await screen.findByText(/Réservation refusée avec succès/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fail = true;
    await user.click(
      screen.getByRole('button', { name: /paiement reçu pour la réservation SEC-PEND01/ }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de mettre à jour la réservation.',
    );
    expect(bodies).toEqual([{ status: 'rejected' }, { paymentReceived: true }]);
  });

  it('searches and filters on the server, and says “No bookings found”', async () => {
    const user = userEvent.setup();
    const spy = mockAdminApi([], {});
    renderRoute('/admin/bookings');
    const bookings = await table();
    expect(within(bookings).getAllByRole('row')).toHaveLength(1); // the header row
    expect(screen.getByText('Aucune réservation trouvée')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'pending');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une réservation' }), 'marie');
    await waitFor(() => {
      const urls = spy.mock.calls.map(([input]) => String(input));
      expect(urls).toContain('/api/admin/bookings?lang=fr&q=marie&status=pending');
    });
  });

  it('says “Failed to load bookings” with a Retry button', async () => {
    mockAdminApi([], {
      'GET /api/admin/bookings': () => errorResponse(403, 'forbidden'),
    });
    renderRoute('/admin/bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les réservations.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Réservations' })).toBeInTheDocument();
  });

  it('flags a booking paid without a seat, and only that one, with “Refund needed”', async () => {
    const paidCancelled = makeAdminBooking({
      id: 5,
      reference: 'SEC-ANNU05',
      status: 'cancelled',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      interacReference: null,
    });
    mockAdminApi([paidWithoutSeat, paidCancelled, pending]);
    renderRoute('/admin/bookings');
    await table();

    const flagged = rowOf('SEC-RMBS04');
    expect(flagged.getByText('Annulée')).toBeInTheDocument();
    expect(flagged.getByTestId('refund-needed')).toHaveTextContent('Remboursement requis');
    expect(flagged.getAllByRole('button')).toHaveLength(1);
    expect(
      flagged.getByRole('button', {
        name: 'Noter le remboursement traité pour la réservation SEC-RMBS04 de Julie Roy',
      }),
    ).toHaveTextContent('Remboursement traité');

    for (const reference of ['SEC-ANNU05', 'SEC-PEND01']) {
      const row = rowOf(reference);
      expect(row.queryByTestId('refund-needed')).not.toBeInTheDocument();
      expect(row.queryByRole('button', { name: /remboursement/ })).not.toBeInTheDocument();
    }
    expect(screen.getAllByTestId('refund-needed')).toHaveLength(1);
  });

  it('asks what was done for a refund, requires a note, and sends it', async () => {
    const user = userEvent.setup();
    let bookings = [paidWithoutSeat];
    const bodies: unknown[] = [];
    mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        jsonResponse(200, {
          bookings,
          counts: { total: 1, pending: 0, approved: 0, rejected: 0, cancelled: 1 },
        }),
      'PATCH /api/admin/bookings/4': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        bookings = [{ ...paidWithoutSeat, refundNeeded: false }];
        return jsonResponse(200, { booking: bookings[0] });
      },
    });
    renderRoute('/admin/bookings');
    await table();

    await user.click(screen.getByRole('button', { name: /^Noter le remboursement traité/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement reçu sans place' });
    expect(dialog).toHaveTextContent(
      'Julie Roy a payé 114,98 $ par carte pour la réservation SEC-RMBS04',
    );
    expect(dialog).toHaveTextContent('inscrivez-la à une autre séance');

    const note = within(dialog).getByRole('textbox', { name: /Ce qui a été fait/ });
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Noter comme traité' }));
    expect(await within(dialog).findByText('Veuillez décrire ce qui a été fait.')).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(note);
    await user.type(note, ' Remboursée en entier dans Stripe. ');
    await user.click(within(dialog).getByRole('button', { name: 'Noter comme traité' }));

    expect(await screen.findByText(/^Remboursement noté\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ refundHandled: true, note: 'Remboursée en entier dans Stripe.' }]);
    await waitFor(() => expect(screen.queryByTestId('refund-needed')).not.toBeInTheDocument());
  });

  it('shows the server’s note error, and says a refund already handled elsewhere refreshed the list', async () => {
    const user = userEvent.setup();
    let answer = () => errorResponse(400, 'validation', { note: 'too-long' });
    mockAdminApi([paidWithoutSeat], {
      'PATCH /api/admin/bookings/4': () => answer(),
    });
    renderRoute('/admin/bookings');
    await table();

    await user.click(screen.getByRole('button', { name: /^Noter le remboursement traité/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Paiement reçu sans place' });
    await user.type(within(dialog).getByRole('textbox'), 'Inscrite à la séance du 5 décembre.');
    await user.click(within(dialog).getByRole('button', { name: 'Noter comme traité' }));
    expect(
      await within(dialog).findByText('La note doit compter 500 caractères ou moins.'),
    ).toBeVisible();

    answer = () => errorResponse(409, 'invalid-transition');
    await user.click(within(dialog).getByRole('button', { name: 'Noter comme traité' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette réservation a déjà été traitée. La liste a été mise à jour.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    await user.click(screen.getByRole('button', { name: /^Record the refund handled/ }));
    dialog = await screen.findByRole('dialog', { name: 'Paid without a seat' });
    expect(within(dialog).getByText(/Refund them in full or move them/)).toBeInTheDocument();
  });
});
