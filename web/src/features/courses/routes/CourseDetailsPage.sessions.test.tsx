import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse } from '@/test/api';
import { makeSession } from '@/test/bookings';
import { makeCourse, mockCatalogueApi } from '@/test/courses';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// The page is loaded up front, and waits are longer: a cold start on a busy machine is slow.
import '@/test/course-details-page';
import '../components/UpcomingSessions';

configure({ asyncUtilTimeout: 5000 });

const course = makeCourse({ id: 4, slug: 'secourisme', title: 'Secourisme en milieu de travail' });

const day = (date: string, start: string, end: string) => ({
  date,
  startsAt: `${date}T${start}:00-05:00`,
  endsAt: `${date}T${end}:00-05:00`,
});
const twoDays = makeSession({
  id: 21,
  courseId: 4,
  startsAt: '2030-12-03T08:30:00-05:00',
  endsAt: '2030-12-04T16:30:00-05:00',
  days: [day('2030-12-03', '08:30', '16:30'), day('2030-12-04', '08:30', '16:30')],
  location: 'Salle A, Gatineau',
  seatsLeft: 1,
});
const uneven = makeSession({
  id: 22,
  courseId: 4,
  startsAt: '2030-12-10T08:30:00-05:00',
  endsAt: '2030-12-11T12:00:00-05:00',
  days: [day('2030-12-10', '08:30', '16:30'), day('2030-12-11', '09:00', '12:00')],
  location: 'Salle B, Gatineau',
  seatsLeft: 0,
});
const cancelled = makeSession({ id: 23, courseId: 4, status: 'cancelled' });

/** The course page's routes: the course, and its sessions as `sessions` answers them. */
function routes(sessions: () => Response | Promise<Response>) {
  return {
    'GET /api/courses/secourisme': () => jsonResponse(200, { course }),
    'GET /api/courses/4/sessions': sessions,
  };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const datesList = () => screen.findByRole('region', { name: 'Prochaines dates' });

describe('the course page’s upcoming dates', { timeout: 20_000 }, () => {
  it('lists each scheduled session with its days, hours, place and seats left', async () => {
    const user = userEvent.setup();
    mockCatalogueApi(
      null,
      [],
      routes(() => jsonResponse(200, { sessions: [twoDays, uneven, cancelled] })),
    );
    const { router } = renderRoute('/courses/secourisme');
    const region = await datesList();

    const items = await within(region).findAllByTestId('course-session');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(plain(first.textContent)).toBe(
      'mardi 3 décembre et mercredi 4 décembre 2030de 8 h 30 à 16 h 30Salle A, Gatineau1 place restanteRéserver',
    );
    // Days whose hours differ each show theirs; a full session says so.
    expect(plain(second.textContent)).toBe(
      'mardi 10 décembre et mercredi 11 décembre 2030mardi 10 décembre, de 8 h 30 à 16 h 30' +
        'mercredi 11 décembre 2030, de 9 h 00 à 12 h 00Salle B, GatineauCompletListe d’attente',
    );
    expect(within(region).getByText('Heures du Québec.')).toBeVisible();

    const book = within(first).getByRole('link', {
      name: 'Réserver la séance du mardi 3 décembre et mercredi 4 décembre 2030',
    });
    expect(book).toHaveAttribute('href', '/booking/4');
    expect(
      within(second).getByRole('link', {
        name: 'Liste d’attente de la séance du mardi 10 décembre et mercredi 11 décembre 2030',
      }),
    ).toHaveAttribute('href', '/booking/4');
    await user.click(book);
    expect(router.state.location.pathname).toBe('/booking/4');
    expect(router.state.location.state).toEqual({ course });
  });

  it('says when a session with a minimum is confirmed, or by when it will be', async () => {
    const minimum = { minimumSeats: 6, decisionAt: '2030-11-30T08:30:00-05:00' };
    mockCatalogueApi(
      null,
      [],
      routes(() =>
        jsonResponse(200, {
          sessions: [
            { ...twoDays, ...minimum, decision: null },
            { ...uneven, ...minimum, decision: 'confirmed' },
          ],
        }),
      ),
    );
    renderRoute('/courses/secourisme');
    const [first, second] = (await within(await datesList()).findAllByTestId('course-session')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(plain(within(first).getByTestId('session-minimum').textContent)).toBe(
      'À confirmer au plus tard le samedi 30 novembre 2030 La séance a lieu s’il y a assez d’inscriptions.',
    );
    expect(within(second).getByTestId('session-minimum')).toHaveTextContent('Confirmée');
  });

  it('says it loads, then that no date is planned: the course is booked on request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const spy = mockCatalogueApi(
      null,
      [],
      routes(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderRoute('/courses/secourisme');
    const region = await datesList();
    expect(within(region).getByRole('status', { name: 'Chargement des dates…' })).toBeVisible();

    await waitFor(() => expect(fetchedUrls(spy, '/api/courses/4/sessions')).toHaveLength(1));
    act(() => answer(jsonResponse(200, { sessions: [cancelled] })));
    expect(
      await within(region).findByText('Aucune date prévue pour le moment — réservez sur demande'),
    ).toBeVisible();
    expect(within(region).queryByRole('status')).toBeNull();
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('says when the dates cannot be read, and reads them again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockCatalogueApi(
      null,
      [],
      routes(() =>
        fail ? errorResponse(500, 'internal') : jsonResponse(200, { sessions: [twoDays] }),
      ),
    );
    renderRoute('/courses/secourisme');
    const region = await datesList();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les prochaines dates.',
    );
    // The rest of the page stays.
    expect(screen.getByRole('link', { name: 'Réserver cette formation' })).toBeVisible();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Réessayer' }));
    expect(await within(region).findAllByTestId('course-session')).toHaveLength(1);
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    mockCatalogueApi(
      null,
      [],
      routes(() => jsonResponse(200, { sessions: [twoDays, uneven] })),
    );
    renderRoute('/courses/secourisme');
    const region = await screen.findByRole('region', { name: 'Upcoming dates' });
    const [first, second] = (await within(region).findAllByTestId('course-session')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(plain(first.textContent)).toBe(
      'Tuesday, December 3 and Wednesday, December 4, 2030from 8:30 a.m. to 4:30 p.m.Salle A, Gatineau1 seat leftBook',
    );
    expect(within(second).getByText('Full')).toBeVisible();
    expect(
      within(first).getByRole('link', {
        name: 'Book the session on Tuesday, December 3 and Wednesday, December 4, 2030',
      }),
    ).toBeVisible();
  });
});
