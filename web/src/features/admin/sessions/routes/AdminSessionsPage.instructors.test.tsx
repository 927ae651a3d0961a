import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, mockApi, type Routes } from '@/test/api';
import { makeAdminCourse } from '@/test/courses';
import { makeInstructor } from '@/test/instructors';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { AdminSession } from '../api/types';
import './AdminSessionsPage';
import { makeAdminSession } from '@/test/bookings';

configure({ asyncUtilTimeout: 5000 });

const isabelle = makeInstructor({ id: 21 });
const luc = makeInstructor({
  id: 22,
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@example.com',
  languages: ['en'],
});
const former = makeInstructor({ id: 23, firstName: 'Ana', lastName: 'Roy', active: false });

const cpr = makeAdminCourse({ id: 2, participantsPerInstructor: 12 });
const talk = makeAdminCourse({
  id: 3,
  title: { fr: 'Conférence', en: 'Talk' },
  participantsPerInstructor: null,
});

function makeSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return makeAdminSession({
    instructors: [{ id: 21, name: 'Isabelle Côté' }],
    ...overrides,
  });
}

function serve(routes: Routes) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: makeUser({ role: 'admin' }) }),
    'GET /api/admin/courses': jsonResponse(200, { courses: [cpr, talk], nextCursor: null }),
    'GET /api/admin/instructors': jsonResponse(200, {
      instructors: [luc, isabelle, former],
      nextCursor: null,
    }),
    ...routes,
  });
}

const sessionsAnswer = (sessions: AdminSession[]) => () =>
  jsonResponse(200, { sessions, nextCursor: null });

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('the instructors of the office’s sessions', () => {
  it('shows each session’s instructors, none in plain sight, and its attendance list', async () => {
    serve({
      'GET /api/admin/sessions': sessionsAnswer([
        makeSession({
          instructors: [
            { id: 21, name: 'Isabelle Côté' },
            { id: 22, name: 'Luc Gagnon' },
          ],
        }),
        makeSession({ id: 6, instructors: [], roster: 'finalized' }),
      ]),
    });
    renderRoute('/admin/sessions');
    const [first, second] = (await screen.findAllByTestId('session-row')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(
      within(within(first).getByTestId('session-instructors'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Isabelle Côté', 'Luc Gagnon']);
    expect(within(first).queryByTestId('roster-signed')).not.toBeInTheDocument();
    expect(
      within(first).getByRole('link', {
        name: 'Liste de présence de la séance Sauveteur cardio RCR-DEA niveau C du 7 déc. 2030',
      }),
    ).toHaveAttribute('href', '/instructor/sessions/5');
    expect(within(first).queryByRole('button', { name: /^Rouvrir/ })).not.toBeInTheDocument();

    expect(within(second).getByTestId('session-instructors')).toHaveTextContent('Aucun formateur');
    expect(within(second).getByTestId('roster-signed')).toHaveTextContent('Liste signée');
    expect(
      within(second).getByRole('button', { name: /^Rouvrir la liste de présence/ }),
    ).toBeVisible();
  });

  it('reopens a signed list with a reason that is required', async () => {
    const user = userEvent.setup();
    let roster: AdminSession['roster'] = 'finalized';
    const spy = serve({
      'GET /api/admin/sessions': () =>
        jsonResponse(200, { sessions: [makeSession({ roster })], nextCursor: null }),
      'POST /api/admin/sessions/5/roster/reopen': () => {
        roster = 'open';
        return jsonResponse(200, {
          roster: {
            status: 'open',
            finalizedAt: null,
            finalizedBy: null,
            signature: null,
            reopenings: [],
          },
        });
      },
    });
    renderRoute('/admin/sessions');
    const reopen = await screen.findByRole('button', { name: /^Rouvrir la liste de présence/ });
    await user.click(reopen);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Rouvrir la liste de présence\u00a0?' }),
    );
    expect(dialog.getByText('Les certificats déjà délivrés restent valides.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    expect(await dialog.findByText('Indiquez le motif de la réouverture.')).toBeVisible();
    expect(callsTo(spy, 'POST', '/api/admin/sessions/5/roster/reopen')).toBe(0);

    await user.type(dialog.getByRole('textbox', { name: 'Motif' }), 'Une présence oubliée');
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('La liste de présence est rouverte');
    expect(lastBodyOf(spy, 'POST', '/api/admin/sessions/5/roster/reopen')).toEqual({
      reason: 'Une présence oubliée',
    });
    await waitFor(() => expect(screen.queryByTestId('roster-signed')).not.toBeInTheDocument());
    expect(reopen).not.toBeInTheDocument();
  });

  it('says when a list was open already, and reads the sessions again', async () => {
    const user = userEvent.setup();
    let roster: AdminSession['roster'] = 'finalized';
    serve({
      'GET /api/admin/sessions': () =>
        jsonResponse(200, { sessions: [makeSession({ roster })], nextCursor: null }),
      'POST /api/admin/sessions/5/roster/reopen': () => {
        // Another admin reopened it meanwhile.
        roster = 'open';
        return errorResponse(409, 'roster-not-finalized');
      },
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Rouvrir la liste de présence/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Motif' }), 'Correction');
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette liste n’était pas signée : elle est déjà ouverte.',
    );
    await waitFor(() => expect(screen.queryByTestId('roster-signed')).not.toBeInTheDocument());
  });

  it('reopens a signed list from the calendar, where each session names its instructors', async () => {
    const user = userEvent.setup();
    const spy = serve({
      'GET /api/admin/sessions': sessionsAnswer([
        makeSession({ roster: 'finalized' }),
        makeSession({
          id: 6,
          startsAt: '2030-12-14T09:00:00-05:00',
          endsAt: '2030-12-14T16:00:00-05:00',
          instructors: [],
        }),
      ]),
      'POST /api/admin/sessions/5/roster/reopen': () => errorResponse(500, 'internal'),
    });
    renderRoute('/admin/sessions?view=calendar&month=2030-12');
    await waitFor(() => expect(screen.getAllByTestId('calendar-session')).toHaveLength(2));
    const [signed, unstaffed] = screen.getAllByTestId('calendar-session') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(plain(signed.getAttribute('aria-label'))).toBe(
      'samedi 7 décembre 2030, de 9 h 00 à 16 h 00, Sauveteur cardio RCR-DEA niveau C, 3 places réservées sur 12, formateur : Isabelle Côté, liste signée',
    );
    expect(signed).toHaveTextContent('Isabelle Côté');
    expect(signed).toHaveTextContent('Liste signée');
    expect(unstaffed).toHaveTextContent('Aucun formateur');
    expect(
      screen.getByRole('link', {
        name: 'Liste de présence de la séance Sauveteur cardio RCR-DEA niveau C du 14 déc. 2030',
      }),
    ).toHaveAttribute('href', '/instructor/sessions/6');

    await user.click(screen.getByRole('button', { name: /^Rouvrir la liste de présence/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Motif' }), 'Correction');
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Impossible de rouvrir la liste. Réessayez.',
    );
    expect(callsTo(spy, 'POST', '/api/admin/sessions/5/roster/reopen')).toBe(1);
  });

  it('schedules a session with its instructors, no more seats than they may take', async () => {
    const user = userEvent.setup();
    let refusal: Response | null = errorResponse(409, 'instructor-busy');
    const spy = serve({
      'GET /api/admin/sessions': sessionsAnswer([]),
      'POST /api/courses/2/sessions': () =>
        refusal ?? jsonResponse(201, { session: makeSession() }),
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle séance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Planifier une séance' }));
    const list = within(dialog.getByRole('group', { name: 'Formateurs' }));
    // The current instructors by name, with their languages; a former one is not offered.
    const boxes = await list.findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Isabelle Côtéfrançais, anglais',
      'Luc Gagnonanglais',
    ]);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Formation' }), '2');
    await user.type(dialog.getByLabelText('Date'), '2030-12-07');
    await user.type(dialog.getByRole('textbox', { name: 'Lieu' }), 'Salle B');
    const capacity = dialog.getByRole('spinbutton', { name: 'Nombre de places' });
    expect(plain(capacityHint(capacity))).toBe(
      '12 participants par formateur : cochez les formateurs de la séance pour connaître le nombre de places permis.',
    );
    await user.clear(capacity);
    await user.type(capacity, '30');
    await user.click(list.getByRole('checkbox', { name: /^Isabelle Côté/ }));
    await user.click(list.getByRole('checkbox', { name: /^Luc Gagnon/ }));
    expect(plain(capacityHint(capacity))).toBe(
      '12 participants par formateur : au plus 24 places avec 2 formateurs.',
    );

    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(capacity).toHaveFocus();
    expect(plain(dialog.getByText(/^Trop de places/).textContent)).toBe(
      'Trop de places pour 2 formateurs : au plus 24 places (12 participants par formateur). Réduisez le nombre de places ou ajoutez un formateur.',
    );
    expect(callsTo(spy, 'POST', '/api/courses/2/sessions')).toBe(0);

    await user.clear(capacity);
    await user.type(capacity, '24');
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(
      await dialog.findByText('Un des formateurs donne déjà une séance à ce moment.'),
    ).toBeVisible();
    expect(list.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', '/api/courses/2/sessions')).toEqual({
      days: [{ date: '2030-12-07', startsAt: '09:00', endsAt: '16:00' }],
      location: 'Salle B',
      capacity: 24,
      language: 'fr',
      minimumSeats: 0,
      instructorIds: [21, 22],
    });

    refusal = errorResponse(400, 'validation', { capacity: 'above-instructor-ratio' });
    await user.click(list.getByRole('checkbox', { name: /^Luc Gagnon/ }));
    await user.clear(capacity);
    await user.type(capacity, '12');
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(plain((await dialog.findByText(/^Trop de places/)).textContent)).toBe(
      'Trop de places pour 1 formateur : au plus 12 places (12 participants par formateur). Réduisez le nombre de places ou ajoutez un formateur.',
    );

    refusal = errorResponse(400, 'validation', { instructorIds: 'unknown-instructor' });
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(
      await dialog.findByText(
        'Un des formateurs cochés ne l’est plus. Fermez la fenêtre, puis recommencez.',
      ),
    ).toBeVisible();

    refusal = null;
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(await screen.findByText(/Séance planifiée avec succès/)).toBeInTheDocument();
    expect(lastBodyOf(spy, 'POST', '/api/courses/2/sessions')).toMatchObject({
      capacity: 12,
      instructorIds: [21],
    });
  });

  it('changes a session’s instructors, one who no longer is one still listed', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const spy = serve({
      'GET /api/admin/sessions': sessionsAnswer([
        makeSession({
          instructors: [
            { id: 21, name: 'Isabelle Côté' },
            { id: 23, name: 'Ana Roy' },
          ],
        }),
      ]),
      'PUT /api/admin/sessions/5': () => jsonResponse(200, { session: makeSession() }),
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Edit the .* session of/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const list = within(dialog.getByRole('group', { name: 'Instructors' }));
    expect(await list.findByRole('checkbox', { name: /^Isabelle Côté/ })).toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Ana Roy (role removed)' })).toBeChecked();
    expect(list.getByRole('checkbox', { name: /^Luc Gagnon/ })).not.toBeChecked();
    const capacity = dialog.getByRole('spinbutton', { name: 'Number of seats' });
    expect(plain(capacityHint(capacity))).toBe(
      '3 seat(s) already booked: the capacity cannot be lower. 12 participants per instructor: at most 24 seats with 2 instructors.',
    );

    await user.click(list.getByRole('checkbox', { name: 'Ana Roy (role removed)' }));
    await user.click(list.getByRole('checkbox', { name: /^Luc Gagnon/ }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastBodyOf(spy, 'PUT', '/api/admin/sessions/5')).toMatchObject({
      capacity: 12,
      instructorIds: [21, 22],
    });
  });
});

/** The hint under a field: the text of what describes it, its error left out. */
function capacityHint(field: HTMLElement): string {
  const [hint] = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(hint ?? '')?.textContent ?? '';
}
