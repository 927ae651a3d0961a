import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  lastBodyOf,
  mockApi,
  type Handler,
  type Routes,
} from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { AdminBooking } from '../api/types';
import './AdminBookingsPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const unpaid = makeAdminBooking({ id: 1, reference: 'SEC-PEND01', userName: 'Marie Tremblay' });
const teamSeat = makeAdminBooking({ id: 5, reference: 'SEC-TEAM05', userName: 'Paul Roy' });
const paid = makeAdminBooking({
  id: 2,
  reference: 'SEC-APPR02',
  userName: 'Luc Gagnon',
  firstName: 'Luc',
  lastName: 'Gagnon',
  status: 'approved',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  paidAt: '2030-11-20T15:00:00Z',
  interacReference: null,
});
const rejected = makeAdminBooking({
  id: 3,
  reference: 'SEC-REJE03',
  userName: 'Léa Côté',
  status: 'rejected',
});

/**
 * A fake server holding the bookings: the list reads them, and each cancellation (`answer`,
 * by default a success) marks its booking cancelled. `calls` keeps each cancellation's id and body.
 */
function serve(bookings: AdminBooking[], answer: (id: number) => Response | Promise<Response>) {
  const server = { bookings, calls: [] as { id: number; body: unknown }[] };
  const cancel =
    (id: number): Handler =>
    async (init) => {
      server.calls.push({ id, body: JSON.parse(String(init?.body)) });
      const response = await answer(id);
      if (response.ok) {
        server.bookings = server.bookings.map((booking) =>
          booking.id === id ? { ...booking, status: 'cancelled' } : booking,
        );
      }
      return response;
    };
  const routes: Routes = Object.fromEntries(
    bookings.map((booking) => [
      `POST /api/admin/bookings/${booking.id}/cancel`,
      cancel(booking.id),
    ]),
  );
  const spy = mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: admin }),
    'GET /api/admin/bookings': () =>
      jsonResponse(200, { bookings: server.bookings, nextCursor: null, counts: null }),
    ...routes,
  });
  return { spy, server };
}

const cancelled = (id: number) =>
  jsonResponse(200, { booking: { ...paid, id, status: 'cancelled' } });

const table = () => screen.findByRole('table', { name: 'Liste des réservations' });
const rowOf = (reference: string) =>
  within(screen.getByText(reference).closest('tr') as HTMLElement);
const box = (reference: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^Sélectionner la réservation ${reference} `) });
const bar = () => within(screen.getByRole('region', { name: 'Actions sur la sélection' }));

async function openRowDialog(user: ReturnType<typeof userEvent.setup>, reference: string) {
  await user.click(
    rowOf(reference).getByRole('button', {
      name: new RegExp(`^Actions pour la réservation ${reference}`),
    }),
  );
  await user.click(
    within(screen.getByRole('menu')).getByRole('menuitem', {
      name: new RegExp(`^Annuler la réservation ${reference}`),
    }),
  );
  return within(await screen.findByRole('dialog', { name: 'Annuler la réservation' }));
}

describe('the office cancels from the bookings list', () => {
  it('cancels a paid booking from its row, with the booking page’s dialog, and says so', async () => {
    const user = userEvent.setup();
    const { spy } = serve([paid], cancelled);
    renderRoute('/admin/bookings');
    await table();

    const dialog = await openRowDialog(user, 'SEC-APPR02');
    expect(dialog.getByText('Réservation SEC-APPR02 de Luc Gagnon.')).toBeInTheDocument();
    // The reason first: nothing is sent without it.
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(await dialog.findByText('Donnez le motif de l’annulation.')).toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/admin/bookings/2/cancel')).toBe(0);
    // What goes back of the payment: nothing, everything, or an amount.
    expect(dialog.getByRole('radio', { name: 'Tout rembourser (114,98\u00a0$)' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Ne rien rembourser' })).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Cours complet');
    await user.click(dialog.getByRole('radio', { name: 'Rembourser un montant' }));
    await user.type(dialog.getByRole('textbox', { name: /Montant/ }), '50');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Réservation SEC-APPR02 annulée. Le client a reçu un courriel.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/2/cancel')).toEqual({
      reason: 'Cours complet',
      refund: { amountCents: 5000 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list was read again: cancelled, nothing left to do.
    await waitFor(() => expect(rowOf('SEC-APPR02').getByText('Annulée')).toBeInTheDocument());
    expect(rowOf('SEC-APPR02').queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no refund for an unpaid booking, and names the refund that failed after a cancellation', async () => {
    const user = userEvent.setup();
    const { spy } = serve([unpaid, paid], (id) =>
      id === 2
        ? jsonResponse(200, {
            booking: { ...paid, status: 'cancelled', refundNeeded: true },
            refundError: 'payment-provider-error',
          })
        : cancelled(id),
    );
    renderRoute('/admin/bookings');
    await table();

    let dialog = await openRowDialog(user, 'SEC-PEND01');
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Doublon');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Réservation SEC-PEND01 annulée.');
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/1/cancel')).toEqual({
      reason: 'Doublon',
      refund: 'none',
    });

    dialog = await openRowDialog(user, 'SEC-APPR02');
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Séance annulée');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Réservation SEC-APPR02 annulée, mais le remboursement n’a pas pu être fait (Stripe l’a refusé ou n’a pas répondu) : elle est marquée « Remboursement requis ». Réessayez depuis la page de la réservation.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/bookings/2/cancel')).toEqual({
      reason: 'Séance annulée',
      refund: 'full',
    });
  });

  it('keeps the dialog open with the server’s reason when the cancellation is refused', async () => {
    const user = userEvent.setup();
    serve([teamSeat], () => errorResponse(409, 'team-seat'));
    renderRoute('/admin/bookings');
    await table();
    const dialog = await openRowDialog(user, 'SEC-TEAM05');
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Erreur');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(
      await dialog.findByText(
        'Cette place appartient à une entreprise : annulez-la depuis les réservations de l’entreprise.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Garder la réservation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the office cancels a selection', () => {
  it('cancels each booking in turn with one reason, and keeps those that failed selected', async () => {
    const user = userEvent.setup();
    let inFlight = 0;
    let most = 0;
    const { server } = serve([unpaid, teamSeat, paid, rejected], async (id) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return id === 5 ? errorResponse(409, 'team-seat') : cancelled(id);
    });
    renderRoute('/admin/bookings');
    await table();
    for (const reference of ['SEC-PEND01', 'SEC-TEAM05', 'SEC-APPR02', 'SEC-REJE03']) {
      await user.click(box(reference));
    }
    await user.click(bar().getByRole('button', { name: 'Annuler la sélection…' }));
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Annuler les 4\u00a0réservations sélectionnées\u00a0?',
      }),
    );
    expect(
      dialog.getByText(
        '1 réservation sélectionnée est déjà annulée ou refusée : elle ne changera pas.',
      ),
    ).toBeInTheDocument();
    // A whole payment or nothing: no amount for a selection.
    const refunds = within(dialog.getByRole('group', { name: /^Remboursement de la réservation/ }));
    expect(refunds.getAllByRole('radio')).toHaveLength(2);
    expect(
      refunds.getByRole('radio', {
        name: 'Rembourser ce qui reste de chaque paiement (114,98\u00a0$ en tout)',
      }),
    ).toBeChecked();
    expect(dialog.queryByRole('textbox', { name: /Montant/ })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Annuler les 4\u00a0réservations' }));
    expect(await dialog.findByText('Donnez le motif de l’annulation.')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Formateur malade');
    await user.click(dialog.getByRole('button', { name: 'Annuler les 4\u00a0réservations' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 réservations annulées ; 2 n’ont pas changé : ' +
        'SEC-TEAM05 (place d’une entreprise, à annuler depuis ses réservations), ' +
        'SEC-REJE03 (déjà annulée ou refusée).',
    );
    // One after the other, the paid one refunded, the unpaid ones not; the rejected one not asked.
    expect(most).toBe(1);
    expect(server.calls).toEqual([
      { id: 1, body: { reason: 'Formateur malade', refund: 'none' } },
      { id: 5, body: { reason: 'Formateur malade', refund: 'none' } },
      { id: 2, body: { reason: 'Formateur malade', refund: 'full' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bar().getByText('2 sélectionnées')).toBeInTheDocument();
    expect(box('SEC-TEAM05')).toBeChecked();
    expect(box('SEC-REJE03')).toBeChecked();
    expect(box('SEC-PEND01')).not.toBeChecked();
    await waitFor(() => expect(rowOf('SEC-APPR02').getByText('Annulée')).toBeInTheDocument());
  });

  it('shows its progress, stops when asked, and leaves the rest selected', async () => {
    const user = userEvent.setup();
    const answers: (() => void)[] = [];
    const { server } = serve(
      [unpaid, teamSeat, paid],
      (id) =>
        new Promise<Response>((resolve) => {
          answers.push(() => resolve(cancelled(id)));
        }),
    );
    renderRoute('/admin/bookings');
    await table();
    await user.click(box('SEC-PEND01'));
    await user.click(box('SEC-TEAM05'));
    await user.click(box('SEC-APPR02'));
    await user.click(bar().getByRole('button', { name: 'Annuler la sélection…' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'Ne rien rembourser' }));
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Salle fermée');
    await user.click(dialog.getByRole('button', { name: 'Annuler les 3\u00a0réservations' }));

    const progress = await dialog.findByRole('progressbar', { name: 'Annulation en cours…' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(dialog.getByRole('textbox', { name: /Motif/ })).toBeDisabled();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.();
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('1 sur 3 traitées'));
    expect(progress).toHaveAttribute('aria-valuetext', '1\u00a0sur 3\u00a0traitées');

    await waitFor(() => expect(answers).toHaveLength(2));
    // Escape (or the close button) stops after the booking under way, as "Arrêter" does.
    await user.keyboard('{Escape}');
    expect(dialog.getByText('Arrêt après la réservation en cours…')).toBeInTheDocument();
    answers[1]?.();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 réservations annulées ; 1 n’a pas changé : SEC-APPR02 (pas traitée, arrêt demandé).',
    );
    expect(server.calls.map((call) => call.id)).toEqual([1, 5]);
    expect(server.calls[0]?.body).toEqual({ reason: 'Salle fermée', refund: 'none' });
    expect(bar().getByText('1 sélectionnée')).toBeInTheDocument();
    expect(box('SEC-APPR02')).toBeChecked();
  });

  it('names the cancelled bookings whose refund failed', async () => {
    const user = userEvent.setup();
    serve([paid], () =>
      jsonResponse(200, {
        booking: { ...paid, status: 'cancelled', refundNeeded: true },
        refundError: 'payments-unavailable',
      }),
    );
    renderRoute('/admin/bookings');
    await table();
    await user.click(box('SEC-APPR02'));
    await user.click(bar().getByRole('button', { name: 'Annuler la sélection…' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Annuler la réservation sélectionnée\u00a0?' }),
    );
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Annulé');
    await user.click(dialog.getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 réservation annulée. Le remboursement de SEC-APPR02 n’a pas pu être fait : ' +
        'la réservation est marquée « Remboursement requis ».',
    );
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
  });

  it('is offered only while an active booking is selected, and speaks English', async () => {
    const user = userEvent.setup();
    serve([rejected, unpaid], cancelled);
    renderRoute('/admin/bookings');
    await table();
    await user.click(box('SEC-REJE03'));
    const cancel = bar().getByRole('button', { name: 'Annuler la sélection…' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'Aucune réservation sélectionnée n’est active\u00a0: rien à annuler.',
    );
    await user.click(box('SEC-PEND01'));
    expect(cancel).toBeEnabled();

    await i18n.changeLanguage('en');
    const english = within(screen.getByRole('region', { name: 'Selection actions' }));
    await user.click(english.getByRole('button', { name: 'Cancel the selection…' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Cancel the 2 selected bookings?' }),
    );
    expect(
      dialog.getByText('1 selected booking is already cancelled or rejected: it will not change.'),
    ).toBeInTheDocument();
    // Nothing paid: nothing to refund.
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change nothing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
