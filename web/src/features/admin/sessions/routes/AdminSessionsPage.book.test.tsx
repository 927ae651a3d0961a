import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  lastBodyOf,
  mockApi,
  type Reply,
  type Routes,
} from '@/test/api';
import { makeAdminBooking, makeAdminSession } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { AdminSession } from '../api/types';
import './AdminSessionsPage';

configure({ asyncUtilTimeout: 5000 });

const BOOK = 'POST /api/admin/sessions/5/bookings';

function makeSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return makeAdminSession({
    startsAt: '2030-12-14T09:00:00-05:00',
    endsAt: '2030-12-14T16:00:00-05:00',
    seatsTaken: 4,
    seatsLeft: 8,
    ...overrides,
  });
}

function serve(book: Reply, sessions: AdminSession[] = [makeSession()]) {
  const routes: Routes = {
    'GET /api/auth/me': jsonResponse(200, { user: makeUser({ role: 'admin' }) }),
    'GET /api/admin/courses': jsonResponse(200, { courses: [] }),
    'GET /api/admin/sessions': jsonResponse(200, { sessions, nextCursor: null }),
    [BOOK]: book,
  };
  return mockApi(routes);
}

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

/** Opens the booking dialog from the session's row in the list. */
async function openFromRow(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findAllByTestId('session-row'))[0] as HTMLElement;
  await user.click(
    within(row).getByRole('button', {
      name: 'Inscrire une personne à la séance Sauveteur cardio RCR-DEA niveau C du 14 déc. 2030',
    }),
  );
  return screen.findByRole('dialog', { name: 'Inscrire une personne' });
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Prénom'), 'Marie');
  await user.type(within(dialog).getByLabelText('Nom'), 'Tremblay');
  await user.type(within(dialog).getByLabelText('Courriel'), 'marie@example.com');
  await user.click(within(dialog).getByRole('radio', { name: 'Virement Interac' }));
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Inscrire' });

describe('the office books a person on a session', () => {
  it('opens from the session’s row, with the session named, French emails and no note', async () => {
    serve(errorResponse(500, 'internal'));
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openFromRow(user);

    expect(dialog).toHaveAccessibleDescription('Sauveteur cardio RCR-DEA niveau C');
    expect(within(dialog).getByTestId('book-session-when')).toHaveTextContent(
      /^Samedi 14 décembre 2030de 9\s+h\s+00 à 16\s+h\s+00$/i,
    );
    expect(within(dialog).getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Comptant' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Demandes particulières (facultatif)')).toBeVisible();
    expect(within(dialog).queryByText(/déjà eu lieu/)).toBeNull();
  });

  it('checks the required fields before sending anything', async () => {
    const spy = serve(errorResponse(500, 'internal'));
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openFromRow(user);

    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Veuillez indiquer le prénom.')).toBeVisible();
    expect(within(dialog).getByText('Veuillez indiquer le nom.')).toBeVisible();
    expect(within(dialog).getByText('Veuillez indiquer le courriel.')).toBeVisible();
    expect(within(dialog).getByText('Veuillez choisir le mode de paiement.')).toBeVisible();
    expect(within(dialog).getByLabelText('Prénom')).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/admin/sessions/5/bookings')).toBe(0);
  });

  it('puts the server’s refusal of a field on that field', async () => {
    serve(errorResponse(400, 'validation', { email: 'invalid-email' }));
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openFromRow(user);
    await fillPerson(user, dialog);

    await user.click(submit(dialog));
    const email = within(dialog).getByLabelText('Courriel');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Veuillez indiquer un courriel valide.'),
    );
    expect(email).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says so when the session is full', async () => {
    serve(errorResponse(409, 'session-full'));
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openFromRow(user);
    await fillPerson(user, dialog);

    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette séance est complète. Pour inscrire cette personne, augmentez d’abord son nombre de places (Modifier).',
    );
    expect(screen.getByRole('dialog', { name: 'Inscrire une personne' })).toBeVisible();
  });

  it('sends the person, the language and the payment method, then names the booking', async () => {
    const booked = makeAdminBooking({
      id: 41,
      reference: 'SEC-7K2P9Q',
      firstName: 'Marie',
      lastName: 'Tremblay',
    });
    const spy = serve(jsonResponse(201, { booking: booked }));
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openFromRow(user);
    await fillPerson(user, dialog);
    await user.type(within(dialog).getByLabelText('Téléphone (facultatif)'), '819 555-0142');
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    await user.type(
      within(dialog).getByLabelText('Demandes particulières (facultatif)'),
      'Allergie aux arachides',
    );

    await user.click(submit(dialog));
    const notice = await screen.findByRole('status');
    expect(plain(notice.textContent)).toBe(
      'Inscription de Marie Tremblay enregistrée : réservation SEC-7K2P9Q.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/sessions/5/bookings')).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: 'marie@example.com',
      phone: '819 555-0142',
      specialRequests: 'Allergie aux arachides',
      paymentMethod: 'interac',
      language: 'en',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The seats taken are read again.
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/admin/sessions')).toBe(2));
  });

  it('offers no booking on a cancelled session', async () => {
    serve(errorResponse(500, 'internal'), [makeSession({ status: 'cancelled' })]);
    renderRoute('/admin/sessions');
    const row = (await screen.findAllByTestId('session-row'))[0] as HTMLElement;
    expect(within(row).queryByRole('button', { name: /^Inscrire une personne/ })).toBeNull();
  });

  it('says no email goes out for a session already given, booked from the calendar', async () => {
    const given = makeSession({
      startsAt: '2024-03-05T09:00:00-05:00',
      endsAt: '2024-03-05T16:00:00-05:00',
    });
    serve(errorResponse(500, 'internal'), [given]);
    const user = userEvent.setup();
    renderRoute('/admin/sessions?view=calendar&month=2024-03');

    await user.click(
      await screen.findByRole('button', {
        name: 'Inscrire une personne à la séance Sauveteur cardio RCR-DEA niveau C du 5 mars 2024',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inscrire une personne' });
    expect(plain(within(dialog).getByRole('status').textContent)).toBe(
      'Cette séance a déjà eu lieu : aucun courriel de confirmation n’est envoyé. Le certificat sera émis à la signature de la liste.',
    );
  });
});
