import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse, lastBodyOf, mockApi } from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { AdminBooking, BookingCounts } from '../api/types';
import './AdminBookingsPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const first = makeAdminBooking({ id: 1, reference: 'SEC-PEND01', userName: 'Marie Tremblay' });
const second = makeAdminBooking({ id: 5, reference: 'SEC-PEND05', userName: 'Paul Roy' });
const approved = makeAdminBooking({
  id: 2,
  reference: 'SEC-APPR02',
  userName: 'Luc Gagnon',
  status: 'approved',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  interacReference: null,
});
const rejected = makeAdminBooking({
  id: 3,
  reference: 'SEC-REJE03',
  userName: 'Léa Côté',
  status: 'rejected',
});

const counts: BookingCounts = {
  total: 4,
  pending: 2,
  approved: 1,
  rejected: 1,
  cancelled: 0,
  refundNeeded: 0,
  limit: 1000,
  exact: true,
};

const page = (bookings: AdminBooking[], nextCursor: string | null = null) =>
  jsonResponse(200, { bookings, nextCursor, counts });

type Handler = (init: RequestInit | undefined, url: URL) => Response;

function mockAdminApi(list: Handler, routes: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: admin }),
    'GET /api/admin/bookings': list,
    ...routes,
  });
}

const table = () => screen.findByRole('table', { name: 'Liste des réservations' });
const box = (reference: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^Sélectionner la réservation ${reference} `) });
/** The table header's "select all" (the copy above the phone's cards is outside the table). */
const selectAll = () =>
  within(screen.getByRole('table')).getByRole('checkbox', { name: /affichées?$/ });
const bar = () => screen.queryByRole('region', { name: 'Actions sur la sélection' });

describe('the selection of the admin bookings page', () => {
  it('keeps the ticked bookings across “Load more”, and starts again when a filter changes', async () => {
    const user = userEvent.setup();
    mockAdminApi((_init, url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? page([approved])
        : page([first, second], url.searchParams.get('status') ? null : 'page-2'),
    );
    const { router } = renderRoute('/admin/bookings');
    await table();
    expect(bar()).not.toBeInTheDocument();

    await user.click(box('SEC-PEND05'));
    expect(box('SEC-PEND05')).toBeChecked();
    expect(within(bar() as HTMLElement).getByText('1 sélectionnée')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(3));
    expect(box('SEC-PEND05')).toBeChecked();
    await user.click(box('SEC-APPR02'));
    expect(within(bar() as HTMLElement).getByText('2 sélectionnées')).toBeInTheDocument();
    expect(box('SEC-PEND01')).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^En attente/ }));
    expect(router.state.location.search).toBe('?status=pending');
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(2));
    expect(box('SEC-PEND05')).not.toBeChecked();
    expect(bar()).not.toBeInTheDocument();
  });

  it('ticks every booking shown from the header, says “mixed” when only some are', async () => {
    const user = userEvent.setup();
    mockAdminApi(() => page([first, second, approved]));
    renderRoute('/admin/bookings');
    await table();
    const all = selectAll();
    expect(all).toHaveAccessibleName('Sélectionner les 3\u00a0réservations affichées');
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();

    await user.click(box('SEC-PEND01'));
    expect(selectAll()).toBePartiallyChecked();

    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
    for (const reference of ['SEC-PEND01', 'SEC-PEND05', 'SEC-APPR02']) {
      expect(box(reference)).toBeChecked();
    }
    expect(within(bar() as HTMLElement).getByText('3 sélectionnées')).toBeInTheDocument();

    // The keyboard does it too: space on the focused box.
    selectAll().focus();
    await user.keyboard(' ');
    expect(selectAll()).not.toBeChecked();
    expect(box('SEC-PEND01')).not.toBeChecked();
    expect(bar()).not.toBeInTheDocument();
  });

  it('approves the selection after a confirmation, and names the bookings that did not change', async () => {
    const user = userEvent.setup();
    let bookings = [first, second, approved, rejected];
    const spy = mockAdminApi(() => page(bookings), {
      'POST /api/admin/bookings/bulk': () => {
        bookings = [
          { ...first, status: 'approved' },
          { ...second, status: 'approved' },
          approved,
          rejected,
        ];
        return jsonResponse(200, {
          changed: 2,
          failed: 2,
          results: [
            { id: 1, outcome: 'changed', error: null },
            { id: 5, outcome: 'changed', error: null },
            { id: 2, outcome: 'failed', error: 'invalid-transition' },
            { id: 3, outcome: 'failed', error: 'session-on-fire' },
          ],
        });
      },
    });
    renderRoute('/admin/bookings');
    await table();
    await user.click(selectAll());

    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approuver les 4\u00a0réservations sélectionnées\u00a0?',
    });
    expect(dialog).toHaveTextContent(
      '2 réservations sélectionnées ne sont pas en attente : elles ne changeront pas.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Approuver les 4\u00a0réservations' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 réservations approuvées ; 2 n’ont pas changé : SEC-APPR02 (n’est plus en attente), SEC-REJE03 (modification refusée).',
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/bulk')).toEqual({
      bookingIds: [1, 5, 2, 3],
      status: 'approved',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
    // Focus goes back to "select all" (the one on screen: jsdom shows both copies).
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-select-all'));
    // The list was read again.
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('booking-row')[0] as HTMLElement).getByTestId(
          'booking-status',
        ),
      ).toHaveTextContent('Approuvée'),
    );
  });

  it('says so when every booking changed, and keeps the dialog open when the request fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const spy = mockAdminApi(() => page([first, second]), {
      'POST /api/admin/bookings/bulk': () =>
        fail
          ? errorResponse(500, 'internal')
          : jsonResponse(200, {
              changed: 1,
              failed: 0,
              results: [{ id: 5, outcome: 'changed', error: null }],
            }),
    });
    renderRoute('/admin/bookings');
    await table();
    await user.click(box('SEC-PEND05'));
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Marquer payées' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Marquer payée la réservation sélectionnée\u00a0?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Marquer la réservation payée' });
    await user.click(confirm);
    expect(
      await within(dialog).findByText('Impossible de modifier les réservations. Réessayez.'),
    ).toBeInTheDocument();

    fail = false;
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('1 réservation marquée payée.');
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/bulk')).toEqual({
      bookingIds: [5],
      paymentReceived: true,
    });
  });

  it('disables what no selected booking can take, and says why', async () => {
    const user = userEvent.setup();
    mockAdminApi(() => page([first, approved]));
    renderRoute('/admin/bookings');
    await table();
    await user.click(box('SEC-APPR02'));
    const actions = within(bar() as HTMLElement);
    for (const name of ['Approuver', 'Refuser']) {
      const button = actions.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Aucune réservation sélectionnée n’est en attente\u00a0: rien à approuver ni à refuser.',
      );
    }
    expect(actions.getByRole('button', { name: 'Marquer payées' })).toHaveAccessibleDescription(
      'Aucune réservation sélectionnée n’attend un paiement Interac ou comptant.',
    );

    await user.click(box('SEC-PEND01'));
    expect(actions.getByRole('button', { name: 'Approuver' })).toBeEnabled();
    expect(actions.getByRole('button', { name: 'Marquer payées' })).toBeEnabled();

    await user.click(actions.getByRole('button', { name: 'Désélectionner' }));
    expect(bar()).not.toBeInTheDocument();
    expect(box('SEC-APPR02')).not.toBeChecked();
  });

  it('exports the selection as CSV by the bookings’ ids', async () => {
    const user = userEvent.setup();
    mockAdminApi(() => page([first, second, approved]));
    renderRoute('/admin/bookings?status=pending');
    await table();
    await user.click(box('SEC-PEND01'));
    await user.click(box('SEC-APPR02'));
    const link = within(bar() as HTMLElement).getByRole('link', { name: 'Exporter (CSV)' });
    expect(link).toHaveAttribute('download');
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/admin/exports/bookings.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ids: '1,2', lang: 'fr' });
  });

  it('lists one session’s bookings from the address, names it in a chip, and the chip removes it', async () => {
    const user = userEvent.setup();
    const spy = mockAdminApi((_init, url) =>
      url.searchParams.get('sessionId') === '99' ? page([]) : page([first]),
    );
    const { router } = renderRoute('/admin/bookings?sessionId=11&status=pending');
    await table();
    expect(fetchedUrls(spy, '/api/admin/bookings').map((url) => url.search)).toEqual([
      '?lang=fr&status=pending&sessionId=11',
    ]);
    const chip = screen.getByRole('button', {
      name: 'Retirer le filtre «\u00a0Séance\u00a0: Sauveteur cardio RCR-DEA niveau C, 7 déc. 2030 à 9\u00a0h\u00a000\u00a0»',
    });
    expect(screen.getByTestId('session-filter')).toHaveTextContent(
      'Séance : Sauveteur cardio RCR-DEA niveau C, 7 déc. 2030 à 9 h 00',
    );
    expect(
      screen.getByRole('link', { name: /^Exporter ces réservations/ }).getAttribute('href'),
    ).toContain('sessionId=11');

    await user.click(chip);
    expect(router.state.location.search).toBe('?status=pending');
    expect(screen.queryByTestId('session-filter')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchedUrls(spy, '/api/admin/bookings').at(-1)?.search).toBe(
        '?lang=fr&status=pending',
      ),
    );

    // A session none of the bookings shown carries goes by its number.
    await act(() => router.navigate('/admin/bookings?sessionId=99'));
    expect(await screen.findByTestId('session-filter')).toHaveTextContent('Séance n° 99');
  });
});
