import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { makeUser } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { AdminBooking, BookingCounts } from '../api/types';
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

const someCounts: BookingCounts = {
  total: 7,
  pending: 4,
  approved: 2,
  rejected: 1,
  cancelled: 0,
  refundNeeded: 0,
  limit: 1000,
  exact: true,
};

const page = (
  bookings: AdminBooking[],
  counts: BookingCounts | null = someCounts,
  nextCursor: string | null = null,
) => jsonResponse(200, { bookings, nextCursor, counts });

type Handler = (url: URL, init: RequestInit | undefined) => Response;

function mockAdminApi(bookings: AdminBooking[], routes: Record<string, Handler> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(url, init);
    if (key === 'GET /api/auth/me') return jsonResponse(200, { user: admin });
    if (key === 'GET /api/admin/bookings') return page(bookings);
    return errorResponse(404, 'not-found');
  });
}

/** The list requests made so far, as their addresses. */
const listUrls = (spy: ReturnType<typeof mockAdminApi>) =>
  spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/bookings?'));

const table = () => screen.findByRole('table', { name: 'Liste des réservations' });
const rowOf = (reference: string) =>
  within(screen.getByText(reference).closest('tr') as HTMLElement);

/** Opens the actions menu of a booking's row and returns the menu. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, reference: string) {
  await user.click(
    rowOf(reference).getByRole('button', {
      name: new RegExp(`^Actions (pour la réservation|for booking) ${reference}`),
    }),
  );
  return screen.getByRole('menu');
}

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
    expect(rowOf('SEC-UNDT05').getByText(/Sur demande · Date à confirmer/)).toBeInTheDocument();
    expect(rowOf('SEC-REJE03').queryByText(/Date à confirmer/)).not.toBeInTheDocument();
  });

  it('shows the counts on the status filters, one line per booking, its actions in a menu', async () => {
    const user = userEvent.setup();
    mockAdminApi([pending, approved, rejected]);
    renderRoute('/admin/bookings');
    await table();

    expect(screen.getByRole('radio', { name: 'Toutes (7)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'En attente (4)' })).not.toBeChecked();
    expect(screen.getByTestId('count-approved')).toHaveTextContent('2');
    expect(screen.getByTestId('count-rejected')).toHaveTextContent('1');
    expect(screen.getByTestId('count-cancelled')).toHaveTextContent('0');
    // No paid booking waits for its refund: no such filter.
    expect(
      screen.queryByRole('checkbox', { name: /Remboursement requis/ }),
    ).not.toBeInTheDocument();

    const first = rowOf('SEC-PEND01');
    expect(first.getByText('En attente')).toBeInTheDocument();
    expect(first.getByText('Virement Interac')).toBeInTheDocument();
    expect(first.getByTestId('payment-status')).toHaveTextContent('Non payé');
    expect(first.getByText('114,98 $')).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Détails de la réservation SEC-PEND01' }),
    ).toHaveAttribute('href', '/admin/bookings/1');
    const button = first.getByRole('button', {
      name: 'Actions pour la réservation SEC-PEND01 de Marie Tremblay',
    });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu(user, 'SEC-PEND01');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Approuver', 'Refuser', 'Paiement reçu', 'Annuler la réservation…']);
    expect(
      within(menu).getByRole('menuitem', {
        name: 'Approuver la réservation SEC-PEND01 de Marie Tremblay',
      }),
    ).toHaveFocus();

    await user.keyboard('{Escape}');
    // Approved and paid: only its cancellation is left.
    const second = rowOf('SEC-APPR02');
    const approvedMenu = await openMenu(user, 'SEC-APPR02');
    expect(within(approvedMenu).getByRole('menuitem')).toHaveAccessibleName(
      'Annuler la réservation SEC-APPR02 de Luc Gagnon',
    );
    await user.keyboard('{Escape}');
    expect(second.getByText('Approuvée')).toBeInTheDocument();
    expect(second.getByTestId('payment-status')).toHaveTextContent('Payé');

    const third = rowOf('SEC-REJE03');
    expect(third.queryAllByRole('button')).toHaveLength(0);
    expect(third.getByText('Utilisateur inconnu')).toBeInTheDocument();
    expect(third.getByText('N/D')).toBeInTheDocument();
    expect(third.getByText('Formation inconnue')).toBeInTheDocument();
    expect(third.getByText(/^Sur demande · /)).toBeInTheDocument();
  });

  it('moves through the row menu with the arrows and closes it with Escape', async () => {
    const user = userEvent.setup();
    mockAdminApi([pending]);
    renderRoute('/admin/bookings');
    await table();

    const button = screen.getByRole('button', { name: /^Actions pour la réservation SEC-PEND01/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[3]).toHaveFocus();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('approves a booking from its menu and says so', async () => {
    const user = userEvent.setup();
    let bookings = [pending];
    const spy = mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        page(bookings, { ...someCounts, total: 1, pending: 1, approved: 0, rejected: 0 }),
      'PATCH /api/admin/bookings/1': () => {
        bookings = [{ ...pending, status: 'approved' }];
        return jsonResponse(200, { booking: bookings[0] });
      },
    });
    renderRoute('/admin/bookings');
    await table();
    const menu = await openMenu(user, 'SEC-PEND01');
    await user.click(
      within(menu).getByRole('menuitem', { name: /^Approuver la réservation SEC-PEND01/ }),
    );

    expect(await screen.findByText(/Réservation approuvée avec succès/)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const patch = spy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'approved' });
    await waitFor(() => expect(rowOf('SEC-PEND01').getByText('Approuvée')).toBeInTheDocument());
    const left = await openMenu(user, 'SEC-PEND01');
    expect(
      within(left)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Paiement reçu', 'Annuler la réservation…']);
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

    let menu = await openMenu(user, 'SEC-PEND01');
    await user.click(within(menu).getByRole('menuitem', { name: /^Refuser la réservation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser cette réservation\u00a0?' });
    expect(dialog).toHaveTextContent('SEC-PEND01');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la réservation' }));
    expect(await screen.findByText(/Réservation refusée avec succès/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fail = true;
    menu = await openMenu(user, 'SEC-PEND01');
    await user.click(
      within(menu).getByRole('menuitem', { name: /paiement reçu pour la réservation SEC-PEND01/ }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de mettre à jour la réservation.',
    );
    expect(bodies).toEqual([{ status: 'rejected' }, { paymentReceived: true }]);
  });

  it('writes the search and filters to the address and asks the server for them', async () => {
    const user = userEvent.setup();
    const spy = mockAdminApi([pending]);
    const { router } = renderRoute('/admin/bookings');
    await table();
    const search = () => new URLSearchParams(router.state.location.search);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une réservation' }), 'marie');
    await waitFor(() => expect(listUrls(spy)).toContain('/api/admin/bookings?lang=fr&q=marie'));
    expect(search().get('q')).toBe('marie');
    // Typing replaced the page's entry: no history entry per key.
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('radio', { name: /^En attente/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paiement' }), 'paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode de paiement' }), 'card');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=marie&status=pending&paymentStatus=paid&method=card',
      ),
    );
    await waitFor(() =>
      expect(listUrls(spy)).toContain(
        '/api/admin/bookings?lang=fr&q=marie&status=pending&paymentStatus=paid&method=card',
      ),
    );
    // One request for the whole word, not one per key.
    expect(listUrls(spy).filter((url) => url.includes('q=ma') && !url.includes('q=marie'))).toEqual(
      [],
    );

    // Back undoes the last choice.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Mode de paiement' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Paiement' })).toHaveValue('paid');

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Rechercher une réservation' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Toutes/ })).toBeChecked();

    // Back brings the search back into its box, with the filters.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox', { name: 'Rechercher une réservation' })).toHaveValue(
      'marie',
    );
    expect(screen.getByRole('radio', { name: /^En attente/ })).toBeChecked();
  });

  it('opens with the search and filters of a shared link', async () => {
    const spy = mockAdminApi([paidWithoutSeat]);
    renderRoute(
      '/admin/bookings?q=julie&status=cancelled&method=card&from=2030-01-01&to=2030-12-31&refundNeeded=true&courseId=2',
    );
    await table();

    expect(screen.getByRole('searchbox', { name: 'Rechercher une réservation' })).toHaveValue(
      'julie',
    );
    expect(screen.getByRole('radio', { name: /^Annulées/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Mode de paiement' })).toHaveValue('card');
    expect(screen.getByLabelText('Réservée à partir du')).toHaveValue('2030-01-01');
    expect(screen.getByLabelText('Réservée jusqu’au')).toHaveValue('2030-12-31');
    expect(screen.getByRole('combobox', { name: 'Formation' })).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: /^Remboursement requis/ })).toBeChecked();
    expect(listUrls(spy)).toEqual([
      '/api/admin/bookings?lang=fr&q=julie&status=cancelled&method=card&courseId=2&from=2030-01-01&to=2030-12-31&refundNeeded=true',
    ]);
  });

  it('loads the next page with the cursor, adds it under the list, and focuses its first booking', async () => {
    const user = userEvent.setup();
    // The counts come with the first page only.
    const spy = mockAdminApi([], {
      'GET /api/admin/bookings': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? page([approved], null, null)
          : page([pending], someCounts, 'page-2'),
    });
    renderRoute('/admin/bookings');
    await table();
    expect(screen.getAllByTestId('booking-row')).toHaveLength(1);
    expect(screen.getByText('1 réservation affichée sur 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(2));
    expect(listUrls(spy)).toEqual([
      '/api/admin/bookings?lang=fr',
      '/api/admin/bookings?lang=fr&cursor=page-2',
    ]);
    const rows = screen.getAllByTestId('booking-row');
    expect(rows[0]).toHaveTextContent('SEC-PEND01');
    expect(rows[1]).toHaveTextContent('SEC-APPR02');
    expect(screen.getByText('2 réservations affichées sur 7')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Toutes (7)' })).toBeChecked();
    expect(screen.getByTestId('count-pending')).toHaveTextContent('4');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Détails de la réservation SEC-APPR02' }),
      ).toHaveFocus(),
    );
  });

  it('says when the next page fails, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockAdminApi([], {
      'GET /api/admin/bookings': (url) => {
        if (!url.searchParams.get('cursor')) return page([pending], someCounts, 'page-2');
        return fail
          ? errorResponse(400, 'validation', { cursor: 'invalid-cursor' })
          : page([approved]);
      },
    });
    renderRoute('/admin/bookings');
    await table();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger la suite de la liste.',
    );
    expect(screen.getAllByTestId('booking-row')).toHaveLength(1);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers “Refund needed (N)” while paid bookings wait, and lists only them when chosen', async () => {
    const user = userEvent.setup();
    const spy = mockAdminApi([], {
      'GET /api/admin/bookings': (url) =>
        url.searchParams.get('refundNeeded') === 'true'
          ? page([paidWithoutSeat], { ...someCounts, total: 2, refundNeeded: 2 })
          : page([pending, paidWithoutSeat], { ...someCounts, refundNeeded: 2 }),
    });
    const { router } = renderRoute('/admin/bookings');
    await table();

    const chip = screen.getByRole('checkbox', { name: 'Remboursement requis (2)' });
    expect(chip).not.toBeChecked();
    await user.click(chip);
    expect(router.state.location.search).toBe('?refundNeeded=true');
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(1));
    expect(listUrls(spy)).toContain('/api/admin/bookings?lang=fr&refundNeeded=true');
    expect(screen.getByRole('checkbox', { name: 'Remboursement requis (2)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Toutes (2)' })).toBeChecked();
    expect(rowOf('SEC-RMBS04').getByTestId('refund-needed')).toBeInTheDocument();
  });

  it('shows a filtered count the server stopped at its limit as “1 000+”, never summed', async () => {
    mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        page(
          [pending],
          { ...someCounts, exact: false, total: null, pending: 1000, refundNeeded: 1000 },
          'page-2',
        ),
    });
    renderRoute('/admin/bookings');
    await table();

    const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(screen.getByTestId('count-pending').textContent)).toBe('1 000+');
    expect(plain(screen.getByTestId('count-all').textContent)).toBe('1 000+');
    expect(plain(screen.getByTestId('count-refundNeeded').textContent)).toBe('1 000+');
    expect(screen.getByTestId('count-approved')).toHaveTextContent(/^2$/);
    expect(screen.getByRole('radio', { name: /^En attente \(1\s000\+\)$/ })).not.toBeChecked();
    expect(screen.getByText('1 réservation affichée sur 1 000+')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('count-pending')).toHaveTextContent(/^1,000\+$/);
    expect(screen.getByText('Showing 1 of 1,000+')).toBeInTheDocument();
  });

  it('shows the unfiltered counts exactly at any size: no “+”', async () => {
    mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        page(
          [pending],
          { ...someCounts, total: 100_000, pending: 1613, approved: 88_000, cancelled: 10_387 },
          'page-2',
        ),
    });
    renderRoute('/admin/bookings');
    await table();

    const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(screen.getByTestId('count-pending').textContent)).toBe('1 613');
    expect(plain(screen.getByTestId('count-all').textContent)).toBe('100 000');
  });

  it('shows no number for a count the server did not make, nor a total of the list', async () => {
    mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        page(
          [paidWithoutSeat],
          { ...someCounts, exact: false, total: null, cancelled: null, refundNeeded: null },
          'page-2',
        ),
    });
    renderRoute('/admin/bookings?refundNeeded=true');
    await table();

    expect(screen.getByRole('radio', { name: 'Toutes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annulées' })).toBeInTheDocument();
    expect(screen.queryByTestId('count-all')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-cancelled')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'En attente (4)' })).toBeInTheDocument();
    // The filter is on: its pill stays, without a number.
    expect(screen.getByRole('checkbox', { name: 'Remboursement requis' })).toBeChecked();
    expect(screen.queryByTestId('count-refundNeeded')).not.toBeInTheDocument();
    expect(screen.getByText('1 réservation affichée')).toBeInTheDocument();
  });

  it('offers no “Refund needed” pill when the refunds were not counted and the filter is off', async () => {
    mockAdminApi([], {
      'GET /api/admin/bookings': () => page([pending], { ...someCounts, refundNeeded: null }),
    });
    renderRoute('/admin/bookings');
    await table();
    expect(screen.getByRole('radio', { name: 'Toutes (7)' })).toBeChecked();
    expect(
      screen.queryByRole('checkbox', { name: /Remboursement requis/ }),
    ).not.toBeInTheDocument();
  });

  it('says when no booking matches, and clears the filters from there', async () => {
    const user = userEvent.setup();
    mockAdminApi([]);
    const { router } = renderRoute('/admin/bookings?status=rejected');
    const bookings = await table();
    expect(within(bookings).getAllByRole('row')).toHaveLength(1); // the header row
    expect(
      screen.getByText(/^Aucune réservation ne correspond à ces critères\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('region', { name: 'Liste des réservations' })).getByRole('button', {
        name: 'Effacer les filtres',
      }),
    );
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Aucune réservation pour le moment.')).toBeInTheDocument();
  });

  it('says “Failed to load bookings” with a Retry button, the filters still there', async () => {
    mockAdminApi([], {
      'GET /api/admin/bookings': () => errorResponse(403, 'forbidden'),
    });
    renderRoute('/admin/bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les réservations.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Réservations' })).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: 'Rechercher une réservation' }),
    ).toBeInTheDocument();
  });

  it('says a search of too many words was refused, and offers to clear it', async () => {
    const user = userEvent.setup();
    mockAdminApi([pending], {
      'GET /api/admin/bookings': (url) =>
        url.searchParams.get('q')
          ? errorResponse(400, 'validation', { q: 'too-many-words' })
          : page([pending]),
    });
    const { router } = renderRoute('/admin/bookings?q=a+b+c+d+e+f+g+h+i');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cherchez avec 8 mots au plus.');
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Effacer les filtres' }),
    );
    expect(router.state.location.search).toBe('');
    await table();
    expect(screen.getAllByTestId('booking-row')).toHaveLength(1);
  });

  it('flags a booking paid without a seat, and only that one, with “Refund needed”', async () => {
    const user = userEvent.setup();
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
    const menu = await openMenu(user, 'SEC-RMBS04');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    expect(
      within(menu).getByRole('menuitem', {
        name: 'Noter le remboursement traité pour la réservation SEC-RMBS04 de Julie Roy',
      }),
    ).toHaveTextContent('Remboursement traité');
    await user.keyboard('{Escape}');

    expect(rowOf('SEC-ANNU05').queryByTestId('refund-needed')).not.toBeInTheDocument();
    expect(rowOf('SEC-ANNU05').queryAllByRole('button')).toHaveLength(0);
    expect(rowOf('SEC-PEND01').queryByTestId('refund-needed')).not.toBeInTheDocument();
    const other = await openMenu(user, 'SEC-PEND01');
    expect(
      within(other).queryByRole('menuitem', { name: /remboursement/ }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByTestId('refund-needed')).toHaveLength(1);
  });

  it('asks what was done for a refund, requires a note, and sends it', async () => {
    const user = userEvent.setup();
    let bookings = [paidWithoutSeat];
    const bodies: unknown[] = [];
    mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        page(bookings, {
          total: 1,
          pending: 0,
          approved: 0,
          rejected: 0,
          cancelled: 1,
          refundNeeded: bookings.filter((booking) => booking.refundNeeded).length,
          limit: 1000,
          exact: true,
        }),
      'PATCH /api/admin/bookings/4': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        bookings = [{ ...paidWithoutSeat, refundNeeded: false }];
        return jsonResponse(200, { booking: bookings[0] });
      },
    });
    renderRoute('/admin/bookings');
    await table();

    const menu = await openMenu(user, 'SEC-RMBS04');
    await user.click(
      within(menu).getByRole('menuitem', { name: /^Noter le remboursement traité/ }),
    );
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
    expect(
      screen.queryByRole('checkbox', { name: /Remboursement requis/ }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s note error, and says a refund already handled elsewhere refreshed the list', async () => {
    const user = userEvent.setup();
    let answer = () => errorResponse(400, 'validation', { note: 'too-long' });
    mockAdminApi([paidWithoutSeat], {
      'PATCH /api/admin/bookings/4': () => answer(),
    });
    renderRoute('/admin/bookings');
    await table();

    let menu = await openMenu(user, 'SEC-RMBS04');
    await user.click(
      within(menu).getByRole('menuitem', { name: /^Noter le remboursement traité/ }),
    );
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
    menu = await openMenu(user, 'SEC-RMBS04');
    await user.click(within(menu).getByRole('menuitem', { name: /^Record the refund handled/ }));
    dialog = await screen.findByRole('dialog', { name: 'Paid without a seat' });
    expect(within(dialog).getByText(/Refund them in full or move them/)).toBeInTheDocument();
  });

  it('speaks English: the filters, the counts and the load more button', async () => {
    await i18n.changeLanguage('en');
    mockAdminApi([], {
      'GET /api/admin/bookings': () =>
        page([paidWithoutSeat], { ...someCounts, refundNeeded: 1 }, 'page-2'),
    });
    renderRoute('/admin/bookings');
    await screen.findByRole('table', { name: 'Bookings' });
    expect(screen.getByRole('radio', { name: 'All (7)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Refund needed (1)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveDisplayValue('All');
    expect(screen.getByText('Showing 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
