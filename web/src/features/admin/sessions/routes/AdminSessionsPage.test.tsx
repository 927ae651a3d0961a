import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { makeUser } from '@/test/users';
import { renderRoute } from '@/test/render';
import type { AdminSession } from '../api/types';
import './AdminSessionsPage';
import { makeAdminSession } from '@/test/bookings';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });

const makeSession = makeAdminSession;

const adminCourses = [
  { id: 2, title: { fr: 'Sauveteur cardio RCR-DEA niveau C', en: 'CPR' }, archived: false },
  { id: 4, title: { fr: 'Ancienne formation', en: 'Old course' }, archived: true },
];

function mockSessionsApi(routes: Record<string, (init: RequestInit | undefined) => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (routes[key]) return routes[key](init);
    if (key === 'GET /api/auth/me') return jsonResponse(200, { user: admin });
    if (key === 'GET /api/admin/courses') return jsonResponse(200, { courses: adminCourses });
    return errorResponse(404, 'not-found');
  });
}

const spaces = /[\u00a0\u202f]/g;

describe('the admin sessions page', () => {
  it('lists upcoming sessions with their seats, in Quebec time', async () => {
    mockSessionsApi({
      'GET /api/admin/sessions': () =>
        jsonResponse(200, {
          sessions: [makeSession(), makeSession({ id: 6, status: 'cancelled', seatsTaken: 0 })],
        }),
    });
    renderRoute('/admin/sessions');
    const table = await screen.findByRole('table', { name: 'Séances à venir' });
    const rows = within(table).getAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first.textContent?.replace(spaces, ' ')).toContain('de 9 h 00 à 16 h 00');
    expect(first).toHaveTextContent('3 / 12');
    expect(within(first).getByRole('button', { name: /^Annuler la séance/ })).toBeInTheDocument();
    // A cancelled session is neither edited nor cancelled again; its waiting list stays in sight.
    expect(within(rows[1] as HTMLElement).getAllByRole('button')).toHaveLength(1);
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: /^Liste d’attente de la séance/ }),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Annulée');
  });

  it('loads the next page of sessions with the cursor and adds it under the list', async () => {
    const later = makeSession({
      id: 7,
      startsAt: '2030-12-14T09:00:00-05:00',
      endsAt: '2030-12-14T16:00:00-05:00',
    });
    const spy = mockSessionsApi({
      'GET /api/admin/sessions': () => {
        const url = new URL(String(spy.mock.calls.at(-1)?.[0]), 'http://localhost');
        return jsonResponse(
          200,
          url.searchParams.get('cursor') === 'next'
            ? { sessions: [later], nextCursor: null }
            : { sessions: [makeSession()], nextCursor: 'next' },
        );
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    expect(await screen.findAllByTestId('session-row')).toHaveLength(1);
    expect(screen.getByText('1 séance affichée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(
      spy.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/api/admin/sessions')),
    ).toEqual(['/api/admin/sessions?lang=fr', '/api/admin/sessions?lang=fr&cursor=next']);
    expect(screen.getByText('2 séances affichées')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    // Focus moves to the first new row's link, to its session's bookings.
    const link = screen.getByRole('link', {
      name: 'Réservations de la séance Sauveteur cardio RCR-DEA niveau C du 14 déc. 2030',
    });
    expect(link).toHaveAttribute('href', '/admin/bookings?sessionId=7');
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('schedules a session: Quebec wall time is sent with its offset', async () => {
    const user = userEvent.setup();
    let sessions: AdminSession[] = [];
    let sent: unknown;
    mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions }),
      'POST /api/courses/2/sessions': (init) => {
        sent = JSON.parse(String(init?.body));
        sessions = [makeSession({ location: 'Salle B', capacity: 8, seatsTaken: 0 })];
        return jsonResponse(201, { session: sessions[0] });
      },
    });
    renderRoute('/admin/sessions');
    expect(await screen.findByText('Aucune séance à venir')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle séance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planifier une séance' });
    const course = within(dialog).getByRole('combobox', { name: 'Formation' });
    // Archived courses get no new sessions.
    expect(await within(course).findAllByRole('option')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Planifier la séance' }));
    expect(await within(dialog).findByText('Veuillez choisir une formation.')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez indiquer le lieu.')).toBeInTheDocument();

    await user.selectOptions(course, '2');
    await user.type(within(dialog).getByLabelText('Date'), '2030-12-07');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lieu' }), 'Salle B');
    const capacity = within(dialog).getByRole('spinbutton', { name: 'Nombre de places' });
    await user.clear(capacity);
    await user.type(capacity, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Planifier la séance' }));

    expect(await screen.findByText(/Séance planifiée avec succès/)).toBeInTheDocument();
    expect(sent).toEqual({
      days: [{ date: '2030-12-07', startsAt: '09:00', endsAt: '16:00' }],
      location: 'Salle B',
      capacity: 8,
      language: 'fr',
      minimumSeats: 0,
      instructorIds: [],
    });
    expect(await screen.findByText('Salle B')).toBeInTheDocument();
  });

  it('refuses an end before the start', async () => {
    const user = userEvent.setup();
    mockSessionsApi({ 'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [] }) });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle séance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planifier une séance' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Formation' }),
      '2',
    );
    await user.type(within(dialog).getByLabelText('Date'), '2030-12-07');
    const end = within(dialog).getByLabelText('Fin');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lieu' }), 'Salle B');
    await user.click(within(dialog).getByRole('button', { name: 'Planifier la séance' }));
    expect(
      await within(dialog).findByText('L’heure de fin doit suivre l’heure de début.'),
    ).toBeInTheDocument();
  });

  it('cancels a session after confirmation', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    mockSessionsApi({
      'GET /api/admin/sessions': () =>
        jsonResponse(200, {
          sessions: [makeSession({ status: cancelled ? 'cancelled' : 'scheduled' })],
        }),
      'POST /api/admin/sessions/5/cancel': () => {
        cancelled = true;
        return jsonResponse(200, { session: makeSession({ status: 'cancelled' }) });
      },
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Annuler la séance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette séance\u00a0?' });
    expect(dialog).toHaveTextContent('Ses réservations actives (3) seront annulées');
    await user.click(within(dialog).getByRole('button', { name: 'Garder la séance' }));
    expect(cancelled).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Annuler la séance/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler la séance' }),
    );
    expect(await screen.findByText(/Séance annulée/)).toBeInTheDocument();
    expect(cancelled).toBe(true);
    expect(await screen.findByText('Annulée')).toBeInTheDocument();
  });
});

/** The session a course gives over several days: its days as the server sends them. */
const overDays = (...days: [string, string, string][]) => ({
  startsAt: `${days[0]?.[0]}T${days[0]?.[1]}:00-05:00`,
  endsAt: `${days.at(-1)?.[0]}T${days.at(-1)?.[2]}:00-05:00`,
  days: days.map(([date, start, end]) => ({
    date,
    startsAt: `${date}T${start}:00-05:00`,
    endsAt: `${date}T${end}:00-05:00`,
  })),
});

async function openNewSession(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nouvelle séance' }));
  const dialog = await screen.findByRole('dialog', { name: 'Planifier une séance' });
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Formation' }), '2');
  await user.type(within(dialog).getByRole('textbox', { name: 'Lieu' }), 'Salle B');
  return dialog;
}

const dayGroup = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole('group', { name: `Jour ${number}` });

describe('a session over several days', () => {
  it('adds the next day at the same hours, removes one, and sends every day', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [] }),
      'POST /api/courses/2/sessions': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(201, { session: makeSession() });
      },
    });
    renderRoute('/admin/sessions');
    const dialog = await openNewSession(user);
    const first = dayGroup(dialog, 1);
    // One day cannot be removed.
    expect(within(first).queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    await user.type(within(first).getByLabelText('Date'), '2030-12-07');
    const start = within(first).getByLabelText('Début');
    await user.clear(start);
    await user.type(start, '08:30');

    const add = within(dialog).getByRole('button', { name: 'Ajouter un jour' });
    await user.click(add);
    const second = dayGroup(dialog, 2);
    expect(within(second).getByLabelText('Date')).toHaveValue('2030-12-08');
    expect(within(second).getByLabelText('Début')).toHaveValue('08:30');
    expect(within(second).getByLabelText('Fin')).toHaveValue('16:00');
    expect(within(second).getByLabelText('Date')).toHaveFocus();
    await user.click(add);
    expect(within(dayGroup(dialog, 3)).getByLabelText('Date')).toHaveValue('2030-12-09');

    // The second day goes: the third becomes the second, and the focus goes to "Add a day".
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le jour 2' }));
    expect(within(dialog).getAllByTestId('session-day')).toHaveLength(2);
    expect(within(dayGroup(dialog, 2)).getByLabelText('Date')).toHaveValue('2030-12-09');
    await waitFor(() => expect(add).toHaveFocus());
    const end = within(dayGroup(dialog, 2)).getByLabelText('Fin');
    await user.clear(end);
    await user.type(end, '12:00');

    await user.click(within(dialog).getByRole('button', { name: 'Planifier la séance' }));
    expect(await screen.findByText(/Séance planifiée avec succès/)).toBeInTheDocument();
    expect(sent).toEqual({
      days: [
        { date: '2030-12-07', startsAt: '08:30', endsAt: '16:00' },
        { date: '2030-12-09', startsAt: '08:30', endsAt: '12:00' },
      ],
      location: 'Salle B',
      capacity: 12,
      language: 'fr',
      minimumSeats: 0,
      instructorIds: [],
    });
  });

  it('takes 14 days at most', async () => {
    const user = userEvent.setup();
    mockSessionsApi({ 'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [] }) });
    renderRoute('/admin/sessions');
    const dialog = await openNewSession(user);
    const add = within(dialog).getByRole('button', { name: 'Ajouter un jour' });
    for (let day = 2; day <= 14; day++) await user.click(add);
    expect(within(dialog).getAllByTestId('session-day')).toHaveLength(14);
    expect(add).toBeDisabled();
    expect(within(dialog).getByText('Une séance compte 14 jours au plus.')).toBeInTheDocument();
  });

  it('wants each day after the one before, and puts the server’s refusal on the day’s field', async () => {
    const user = userEvent.setup();
    mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [] }),
      'POST /api/courses/2/sessions': () =>
        errorResponse(400, 'validation', { 'days[1].endsAt': 'before-start' }),
    });
    renderRoute('/admin/sessions');
    const dialog = await openNewSession(user);
    await user.type(within(dayGroup(dialog, 1)).getByLabelText('Date'), '2030-12-07');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un jour' }));
    const secondDate = within(dayGroup(dialog, 2)).getByLabelText('Date');
    await user.clear(secondDate);
    await user.type(secondDate, '2030-12-06');
    await user.click(within(dialog).getByRole('button', { name: 'Planifier la séance' }));
    expect(
      await within(dayGroup(dialog, 2)).findByText('Ce jour doit suivre le jour précédent.'),
    ).toBeInTheDocument();
    expect(secondDate).toHaveAttribute('aria-invalid', 'true');
    expect(secondDate).toHaveAccessibleDescription('Ce jour doit suivre le jour précédent.');

    await user.clear(secondDate);
    await user.type(secondDate, '2030-12-08');
    await user.click(within(dialog).getByRole('button', { name: 'Planifier la séance' }));
    const secondEnd = within(dayGroup(dialog, 2)).getByLabelText('Fin');
    expect(
      await within(dayGroup(dialog, 2)).findByText('L’heure de fin doit suivre l’heure de début.'),
    ).toBeInTheDocument();
    expect(secondEnd).toHaveAttribute('aria-invalid', 'true');
    expect(secondEnd).toHaveFocus();
    expect(within(dayGroup(dialog, 1)).getByLabelText('Fin')).not.toHaveAttribute('aria-invalid');
  });

  it('opens an edit with every day of the session and sends them back', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const twoDays = makeSession(
      overDays(['2030-12-07', '08:30', '16:30'], ['2030-12-08', '09:00', '12:00']),
    );
    mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [twoDays] }),
      'PUT /api/admin/sessions/5': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { session: twoDays });
      },
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Modifier la séance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la séance' });
    expect(within(dialog).getAllByTestId('session-day')).toHaveLength(2);
    const second = dayGroup(dialog, 2);
    expect(within(second).getByLabelText('Date')).toHaveValue('2030-12-08');
    expect(within(second).getByLabelText('Début')).toHaveValue('09:00');
    expect(within(second).getByLabelText('Fin')).toHaveValue('12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(/^Séance modifiée avec succès\s!$/)).toBeInTheDocument();
    expect(sent).toMatchObject({
      days: [
        { date: '2030-12-07', startsAt: '08:30', endsAt: '16:30' },
        { date: '2030-12-08', startsAt: '09:00', endsAt: '12:00' },
      ],
    });
  });

  it('lists a session with its days, and the hours of each when they differ', async () => {
    mockSessionsApi({
      'GET /api/admin/sessions': () =>
        jsonResponse(200, {
          sessions: [
            makeSession(
              overDays(['2030-12-07', '09:00', '16:00'], ['2030-12-08', '09:00', '16:00']),
            ),
            makeSession({
              id: 6,
              ...overDays(['2030-12-14', '08:30', '16:30'], ['2030-12-15', '09:00', '12:00']),
            }),
          ],
        }),
    });
    renderRoute('/admin/sessions');
    const rows = await screen.findAllByTestId('session-row');
    const text = (row: HTMLElement | undefined) => row?.textContent?.replace(spaces, ' ') ?? '';
    expect(text(rows[0])).toContain('7 déc. et 8 déc. 2030de 9 h 00 à 16 h 00');
    expect(text(rows[1])).toContain(
      '14 déc. et 15 déc. 203014 déc., de 8 h 30 à 16 h 3015 déc. 2030, de 9 h 00 à 12 h 00',
    );
    expect(
      screen.getByRole('link', {
        name: 'Réservations de la séance Sauveteur cardio RCR-DEA niveau C du 7 déc. et 8 déc. 2030',
      }),
    ).toBeInTheDocument();
  });
});

describe('editing a session', () => {
  it('opens with the session’s Quebec date and times and saves the changes', async () => {
    const user = userEvent.setup();
    let sessions = [makeSession()];
    let sent: unknown;
    mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions }),
      'PUT /api/admin/sessions/5': (init) => {
        sent = JSON.parse(String(init?.body));
        sessions = [makeSession({ location: 'Salle C, Gatineau', capacity: 15 })];
        return jsonResponse(200, { session: sessions[0] });
      },
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Modifier la séance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la séance' });
    expect(dialog).toHaveTextContent('3 place(s) déjà réservée(s)');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2030-12-07');
    expect(within(dialog).getByLabelText('Début')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Fin')).toHaveValue('16:00');

    const location = within(dialog).getByRole('textbox', { name: 'Lieu' });
    await user.clear(location);
    await user.type(location, 'Salle C, Gatineau');
    const capacity = within(dialog).getByRole('spinbutton', { name: 'Nombre de places' });
    await user.clear(capacity);
    await user.type(capacity, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText(/^Séance modifiée avec succès\s!$/)).toBeInTheDocument();
    expect(sent).toEqual({
      days: [{ date: '2030-12-07', startsAt: '09:00', endsAt: '16:00' }],
      location: 'Salle C, Gatineau',
      capacity: 15,
      language: 'fr',
      minimumSeats: 0,
      instructorIds: [],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Salle C, Gatineau')).toBeInTheDocument();
    expect(screen.getByTestId('session-row')).toHaveTextContent('3 / 15');
  });

  it('shows the server’s refusal of a capacity below the seats already taken', async () => {
    const user = userEvent.setup();
    mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [makeSession()] }),
      'PUT /api/admin/sessions/5': () => errorResponse(409, 'capacity-below-seats-taken'),
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Modifier la séance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la séance' });
    const capacity = within(dialog).getByRole('spinbutton', { name: 'Nombre de places' });
    await user.clear(capacity);
    await user.type(capacity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await within(dialog).findByText(
        'La capacité ne peut pas être inférieure aux places déjà réservées (3).',
      ),
    ).toBeInTheDocument();
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(capacity).toHaveFocus();
  });

  it('checks the form before sending: end after start, a new start not in the past', async () => {
    const user = userEvent.setup();
    const spy = mockSessionsApi({
      'GET /api/admin/sessions': () => jsonResponse(200, { sessions: [makeSession()] }),
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Modifier la séance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la séance' });
    const end = within(dialog).getByLabelText('Fin');
    await user.clear(end);
    await user.type(end, '08:00');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2020-01-06');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await within(dialog).findByText('L’heure de fin doit suivre l’heure de début.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('La séance doit commencer plus tard qu’aujourd’hui à cette heure.'),
    ).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
