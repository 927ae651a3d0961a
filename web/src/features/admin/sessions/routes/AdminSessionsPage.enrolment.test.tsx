import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { errorResponse, jsonResponse, lastBodyOf, mockApi, type Routes } from '@/test/api';
import { makeAdminSession } from '@/test/bookings';
import { makeAdminCourse } from '@/test/courses';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { AdminSession } from '../api/types';
import './AdminSessionsPage';

configure({ asyncUtilTimeout: 5000 });

const cpr = makeAdminCourse({ id: 2, participantsPerInstructor: null });

function serve(routes: Routes) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: makeUser({ role: 'admin' }) }),
    'GET /api/admin/courses': jsonResponse(200, { courses: [cpr], nextCursor: null }),
    'GET /api/admin/instructors': jsonResponse(200, { instructors: [], nextCursor: null }),
    ...routes,
  });
}

const sessionsAnswer = (sessions: AdminSession[]) =>
  jsonResponse(200, { sessions, nextCursor: null });

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A session with a minimum of 6 seats, decided on Wednesday, December 4, 2030 at 9:00. */
const withMinimum = (overrides: Partial<AdminSession> = {}) =>
  makeAdminSession({
    minimumSeats: 6,
    decisionAt: '2030-12-04T09:00:00-05:00',
    decision: null,
    language: 'fr',
    private: false,
    ...overrides,
  });

describe('the language and minimum of the office’s sessions', () => {
  it('schedules an English session with a minimum, its decision time shown only with one', async () => {
    const user = userEvent.setup();
    const spy = serve({
      'GET /api/admin/sessions': sessionsAnswer([]),
      'POST /api/courses/2/sessions': jsonResponse(201, { session: makeAdminSession() }),
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle séance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Planifier une séance' }));
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: 'Formation' }),
      await dialog.findByRole('option', { name: cpr.title.fr }),
    );
    await user.type(dialog.getByLabelText('Date'), '2030-12-07');
    await user.type(dialog.getByRole('textbox', { name: 'Lieu' }), 'Salle B');

    const language = dialog.getByRole('group', { name: 'Langue de la séance' });
    expect(within(language).getByRole('radio', { name: 'Français' })).toBeChecked();
    const minimum = dialog.getByRole('spinbutton', { name: 'Minimum de places réservées' });
    expect(minimum).toHaveValue(0);
    const decisionName = 'Décision (heures avant le premier jour)';
    expect(dialog.queryByRole('spinbutton', { name: decisionName })).not.toBeInTheDocument();

    await user.clear(minimum);
    await user.type(minimum, '20');
    const decision = dialog.getByRole('spinbutton', { name: decisionName });
    expect(decision).toHaveValue(72);
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(
      await dialog.findByText('Le minimum ne peut pas dépasser le nombre de places.'),
    ).toBeVisible();
    expect(minimum).toHaveFocus();

    await user.clear(minimum);
    await user.type(minimum, '6');
    const hours = dialog.getByRole('spinbutton', { name: decisionName });
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(within(language).getByRole('radio', { name: 'Anglais' }));
    await user.click(dialog.getByRole('button', { name: 'Planifier la séance' }));
    expect(await screen.findByText(/Séance planifiée avec succès/)).toBeInTheDocument();
    expect(lastBodyOf(spy, 'POST', '/api/courses/2/sessions')).toEqual({
      days: [{ date: '2030-12-07', startsAt: '09:00', endsAt: '16:00' }],
      location: 'Salle B',
      capacity: 12,
      language: 'en',
      minimumSeats: 6,
      decisionHoursBefore: 48,
      instructorIds: [],
    });
  });

  it('puts the server’s refusals of the minimum and its decision time on their fields', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/admin/sessions': sessionsAnswer([withMinimum()]),
      'PUT /api/admin/sessions/5': errorResponse(400, 'validation', {
        decisionHoursBefore: 'out-of-range',
        minimumSeats: 'above-capacity',
      }),
    });
    renderRoute('/admin/sessions');
    await user.click(await screen.findByRole('button', { name: /^Modifier la séance/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la séance' }));
    const minimum = dialog.getByRole('spinbutton', { name: 'Minimum de places réservées' });
    expect(minimum).toHaveValue(6);
    // Decided on the 4th at 9:00 for a start on the 7th at 9:00: 72 hours before.
    const decision = dialog.getByRole('spinbutton', {
      name: 'Décision (heures avant le premier jour)',
    });
    expect(decision).toHaveValue(72);
    await user.click(dialog.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await dialog.findByText('Le minimum ne peut pas dépasser le nombre de places.'),
    ).toBeVisible();
    expect(dialog.getByText('Indiquez un nombre d’heures entre 1 et 720.')).toBeVisible();
    expect(minimum).toHaveFocus();
    expect(decision).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a private session, its language and its minimum still to be decided', async () => {
    serve({
      'GET /api/admin/sessions': sessionsAnswer([
        withMinimum({ private: true, language: 'en' }),
        withMinimum({ id: 6, decision: 'confirmed' }),
        withMinimum({ id: 7, decision: 'cancelled', status: 'cancelled' }),
        makeAdminSession({ id: 8 }),
      ]),
    });
    renderRoute('/admin/sessions');
    const [pending, confirmed, cancelled, plainSession] = (await screen.findAllByTestId(
      'session-row',
    )) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const row = within(pending);
    expect(row.getByTestId('session-private')).toHaveTextContent('Privée');
    expect(row.getByTestId('session-language')).toHaveTextContent('En anglais');
    expect(plain(row.getByTestId('session-decision').textContent)).toBe(
      'À confirmer le 4 déc. 2030, 9 h 00',
    );
    expect(pending).toHaveTextContent('minimum 6');

    expect(within(confirmed).getByTestId('session-decision')).toHaveTextContent('Confirmée');
    expect(within(confirmed).queryByTestId('session-private')).not.toBeInTheDocument();
    expect(within(confirmed).getByTestId('session-language')).toHaveTextContent('En français');
    expect(plain(within(cancelled).getByTestId('session-decision').textContent)).toBe(
      'Annulée : minimum non atteint',
    );
    // A session without a minimum (or from a server that does not say) has no decision.
    expect(within(plainSession).queryByTestId('session-decision')).not.toBeInTheDocument();
    expect(plainSession).not.toHaveTextContent('minimum');
  });

  it('names the facts in the calendar, in English too', async () => {
    await i18n.changeLanguage('en');
    serve({
      'GET /api/admin/sessions': sessionsAnswer([
        withMinimum({ private: true, language: 'en' }),
        makeAdminSession({
          id: 6,
          startsAt: '2030-12-14T09:00:00-05:00',
          endsAt: '2030-12-14T16:00:00-05:00',
        }),
      ]),
    });
    renderRoute('/admin/sessions?view=calendar&month=2030-12');
    await waitFor(() => expect(screen.getAllByTestId('calendar-session')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('calendar-session') as [HTMLElement, HTMLElement];
    expect(plain(first.getAttribute('aria-label'))).toMatch(
      /, private session, in English, minimum of 6 seats, to be confirmed on Dec 4, 2030, 9:00 a\.m\.$/,
    );
    expect(within(first).getByTestId('session-language')).toHaveTextContent('In English');
    // A French public session: no pill for what is usual.
    expect(within(second).queryByTestId('session-language')).not.toBeInTheDocument();
    expect(plain(second.getAttribute('aria-label'))).toMatch(/no instructor$/);
  });
});
