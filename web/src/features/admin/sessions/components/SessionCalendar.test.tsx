import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse, type Handler } from '@/test/api';
import { i18n } from '@/lib/i18n/i18n';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { AdminSession } from '../api/types';
import '../routes/AdminSessionsPage';
import { makeAdminSession } from '@/test/bookings';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const cpr = { id: 2, title: 'Sauveteur cardio RCR-DEA niveau C' };

function makeSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return makeAdminSession({
    courseId: cpr.id,
    course: cpr,
    seatsTaken: 8,
    seatsLeft: 4,
    ...overrides,
  });
}

const cancelled = makeSession({
  id: 6,
  course: { id: 3, title: 'Premiers soins niveau C' },
  startsAt: '2030-12-19T13:30:00-05:00',
  endsAt: '2030-12-19T17:00:00-05:00',
  status: 'cancelled',
  seatsTaken: 0,
  seatsLeft: 12,
});

/** The sessions API answering `sessions` (those under way in the range asked), `pageSize` a page. */
function mockSessions(sessions: AdminSession[], pageSize = 200) {
  const answer: Handler = (_init, url) => {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const inRange = sessions.filter(
      (s) => s.startsAt.slice(0, 10) <= to && s.endsAt.slice(0, 10) >= from,
    );
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const end = start + pageSize;
    return jsonResponse(200, {
      sessions: inRange.slice(start, end),
      nextCursor: end < inRange.length ? String(end) : null,
    });
  };
  return mockSession(admin, { 'GET /api/admin/sessions': answer });
}

const sessionRequests = (spy: ReturnType<typeof mockSession>) =>
  fetchedUrls(spy, '/api/admin/sessions').map((url) => url.search);

/** The names of the calendar's session links, with French typography's spaces made plain. */
const sessionLinkNames = () =>
  screen
    .getAllByTestId('calendar-session')
    .map((link) => link.getAttribute('aria-label')?.replace(/[\u00a0\u202f]/g, ' '));

describe('the office session calendar', () => {
  it('shows every session of the month, page after page, with its time, course and seats', async () => {
    const spy = mockSessions([makeSession(), cancelled], 1);
    renderRoute('/admin/sessions?view=calendar&month=2030-12');

    const calendar = await screen.findByRole('region', { name: 'Décembre 2030' });
    await waitFor(() => expect(screen.getAllByTestId('calendar-session')).toHaveLength(2));
    // The grid runs from Monday 25 November to Sunday 5 January, 200 sessions a page, to the end
    // (the server answers the sessions under way then, those begun before too).
    expect(sessionRequests(spy)).toEqual([
      '?lang=fr&from=2030-11-25&to=2031-01-05&limit=200',
      '?lang=fr&from=2030-11-25&to=2031-01-05&limit=200&cursor=1',
    ]);
    expect(sessionLinkNames()).toEqual([
      'samedi 7 décembre 2030, de 9 h 00 à 16 h 00, Sauveteur cardio RCR-DEA niveau C, 8 places réservées sur 12, aucun formateur',
      'jeudi 19 décembre 2030, de 13 h 30 à 17 h 00, Premiers soins niveau C, séance annulée',
    ]);

    const day = within(calendar).getByRole('heading', { name: 'samedi 7 décembre 2030' });
    const session = within(day.closest('li') as HTMLElement).getByTestId('calendar-session');
    expect(session).toHaveTextContent('8 / 12');
    expect(session.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('9 h 00');
    expect(session).toHaveTextContent(cpr.title);
    const other = screen.getByRole('link', { name: /Premiers soins niveau C, séance annulée$/ });
    expect(other).toHaveTextContent('Annulée');
    // Weeks start on Monday; each day is a heading of its own.
    expect(within(calendar).getAllByRole('heading', { level: 3 })).toHaveLength(42);
    expect(within(calendar).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'lundi 25 novembre 2030',
    );
    expect(screen.queryByText('Aucune séance ce mois-ci')).not.toBeInTheDocument();
  });

  it('shows a session on each of its days, one that started the week before too', async () => {
    const day = (date: string, start: string, end: string) => ({
      date,
      startsAt: `${date}T${start}:00-05:00`,
      endsAt: `${date}T${end}:00-05:00`,
    });
    const days = [
      day('2030-12-07', '08:30', '16:30'),
      day('2030-12-08', '08:30', '16:30'),
      day('2030-12-09', '09:00', '12:00'),
    ];
    const threeDays = makeSession({
      startsAt: days[0]?.startsAt,
      endsAt: days[2]?.endsAt,
      days,
    });
    const spy = mockSessions([threeDays]);
    const { router } = renderRoute('/admin/sessions?view=calendar&month=2030-12');
    const calendar = await screen.findByRole('region', { name: 'Décembre 2030' });
    await waitFor(() => expect(screen.getAllByTestId('calendar-session')).toHaveLength(3));
    expect(sessionLinkNames()).toEqual([
      'samedi 7 décembre 2030, de 8 h 30 à 16 h 30, jour 1 sur 3, Sauveteur cardio RCR-DEA niveau C, 8 places réservées sur 12, aucun formateur',
      'dimanche 8 décembre 2030, de 8 h 30 à 16 h 30, jour 2 sur 3, Sauveteur cardio RCR-DEA niveau C, 8 places réservées sur 12, aucun formateur',
      'lundi 9 décembre 2030, de 9 h 00 à 12 h 00, jour 3 sur 3, Sauveteur cardio RCR-DEA niveau C, 8 places réservées sur 12, aucun formateur',
    ]);
    const monday = within(calendar).getByRole('heading', { name: 'lundi 9 décembre 2030' });
    const last = within(monday.closest('li') as HTMLElement).getByTestId('calendar-session');
    expect(last.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('9 h 00');
    expect(last).toHaveTextContent('jour 3 sur 3');

    // The week of its last day shows it, though it started the week before.
    await act(() => router.navigate('/admin/sessions?view=calendar&week=2030-12-09'));
    await screen.findByRole('heading', { name: 'Semaine du 9 décembre 2030' });
    expect(sessionRequests(spy).at(-1)).toBe('?lang=fr&from=2030-12-09&to=2030-12-15&limit=200');
    const week = await screen.findByRole('link', { name: /^lundi 9 décembre 2030/ });
    expect(week).toHaveAccessibleName(/jour 3 sur 3/);
    expect(screen.queryByText('Aucune séance cette semaine')).not.toBeInTheDocument();
  });

  it('goes to the bookings of the session clicked', async () => {
    mockSessions([makeSession()]);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/sessions?view=calendar&month=2030-12');
    const session = await screen.findByRole('link', { name: /^samedi 7 décembre 2030/ });
    expect(session).toHaveAttribute('href', '/admin/bookings?sessionId=5');
    await user.click(session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/bookings'));
    expect(router.state.location.search).toBe('?sessionId=5');
  });

  it('moves a month forward and back in the address and in what it asks for', async () => {
    const spy = mockSessions([makeSession()]);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/sessions?view=calendar&month=2030-12');
    await screen.findByRole('link', { name: /^samedi 7 décembre 2030/ });

    await user.click(screen.getByRole('link', { name: 'Mois suivant' }));
    expect(await screen.findByRole('heading', { name: 'Janvier 2031' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=calendar&month=2031-01');
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('Aucune séance ce mois-ci')).toBeInTheDocument();
    expect(sessionRequests(spy).at(-1)).toBe('?lang=fr&from=2030-12-30&to=2031-02-02&limit=200');

    // Back returns to December and its session.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Décembre 2030' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('calendar-session')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Mois précédent' }));
    expect(await screen.findByRole('heading', { name: 'Novembre 2030' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=calendar&month=2030-11');
    expect(screen.getByRole('link', { name: 'Aujourd’hui' })).toHaveAttribute(
      'href',
      `/admin/sessions?view=calendar&month=${todayInQuebec().slice(0, 7)}`,
    );
  });

  it('shows a week, Monday to Sunday, and moves by weeks', async () => {
    const spy = mockSessions([makeSession()]);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/sessions?view=calendar&month=2030-12');
    await screen.findByRole('link', { name: /^samedi 7 décembre 2030/ });

    await user.click(screen.getByRole('link', { name: 'Semaine' }));
    expect(
      await screen.findByRole('heading', { name: 'Semaine du 25 novembre 2030' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=calendar&week=2030-11-25');
    expect(screen.getByRole('link', { name: 'Semaine' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('Aucune séance cette semaine')).toBeInTheDocument();
    expect(sessionRequests(spy).at(-1)).toBe('?lang=fr&from=2030-11-25&to=2030-12-01&limit=200');

    await user.click(screen.getByRole('link', { name: 'Semaine suivante' }));
    expect(await screen.findByRole('link', { name: /^samedi 7 décembre 2030/ })).toBeVisible();
    expect(router.state.location.search).toBe('?view=calendar&week=2030-12-02');
    expect(sessionRequests(spy).at(-1)).toBe('?lang=fr&from=2030-12-02&to=2030-12-08&limit=200');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });

  it('is reached from the list by the view switch, and left by it', async () => {
    mockSession(admin, {
      'GET /api/admin/sessions': (_init, url) =>
        jsonResponse(200, {
          sessions: url.searchParams.has('from') ? [] : [makeSession()],
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/sessions');
    await screen.findByRole('table', { name: 'Séances à venir' });
    const views = screen.getByRole('group', { name: 'Affichage' });
    expect(within(views).getByRole('link', { name: 'Liste' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(views).getByRole('link', { name: 'Calendrier' }));
    expect(router.state.location.search).toBe('?view=calendar');
    // Without a month in the address, the current one.
    expect(await screen.findByRole('link', { name: 'Aujourd’hui' })).toHaveAttribute(
      'href',
      `/admin/sessions?view=calendar&month=${todayInQuebec().slice(0, 7)}`,
    );
    expect(await screen.findByText('Aucune séance ce mois-ci')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(views).getByRole('link', { name: 'Liste' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'Séances à venir' })).toBeInTheDocument();
  });

  it('says when the sessions cannot be read, and tries again', async () => {
    let fail = true;
    mockSession(admin, {
      'GET /api/admin/sessions': () =>
        fail
          ? errorResponse(500, 'internal')
          : jsonResponse(200, { sessions: [makeSession()], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions?view=calendar&month=2030-12');
    expect(
      await screen.findByText('Impossible de charger le calendrier des séances.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /^samedi 7 décembre 2030/ })).toBeVisible();
  });

  it('names days and months in English from Intl, in English', async () => {
    await i18n.changeLanguage('en');
    const spy = mockSessions([makeSession()]);
    renderRoute('/admin/sessions?view=calendar&month=2030-12');
    expect(await screen.findByRole('heading', { name: 'December 2030' })).toBeInTheDocument();
    const session = await screen.findByRole('link', { name: /^Saturday, December 7, 2030/ });
    expect(session.getAttribute('aria-label')?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Saturday, December 7, 2030, from 9:00 a.m. to 4:00 p.m., Sauveteur cardio RCR-DEA niveau C, 8 seats booked of 12, no instructor',
    );
    expect(sessionRequests(spy)[0]).toBe('?lang=en&from=2030-11-25&to=2031-01-05&limit=200');
  });
});
