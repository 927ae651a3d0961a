import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import {
  emptyDashboard,
  makeCertificate,
  makeDashboard,
  makeEnrolledCourse,
} from '@/test/dashboard';
import { renderRoute, renderWithAuth } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import DashboardPage from './DashboardPage';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './LessonsPage';
import '@/test/login-page';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

const student = makeUser({ firstName: 'Marie' });
/** The bookings and consents sections read their own data; these tests are about the rest of the page. */
const otherSections = {
  'GET /api/me/bookings': jsonResponse(200, { bookings: [] }),
  'GET /api/me/consents': jsonResponse(200, { news: false, history: [] }),
};
/** Text with the no-break spaces of French typography made ordinary. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const timedOut = 'La requête a expiré. Vérifiez votre connexion ou réessayez plus tard.';
const loadError = 'Impossible de charger les données du tableau de bord.';

function tileValue(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return plain(term.parentElement?.querySelector('dd')?.textContent);
}

describe('the student dashboard', () => {
  it('welcomes the student and shows the tiles, the courses and the certificates', async () => {
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    });
    renderRoute('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour, Marie\u00a0!' }),
    ).toBeInTheDocument();
    await screen.findByText('Sauveteur cardio RCR-DEA niveau C');
    expect(tileValue('Formations suivies')).toBe('2');
    expect(tileValue('Formations terminées')).toBe('1');
    expect(tileValue('Heures d’apprentissage')).toBe('7,5');
    expect(tileValue('Progression moyenne')).toBe('67 %');

    const course = within(screen.getByTestId('enrolled-course'));
    expect(course.getByText('Avec Julie Lavoie')).toBeInTheDocument();
    const bar = course.getByRole('progressbar', {
      name: 'Progression de «\u00a0Sauveteur cardio RCR-DEA niveau C\u00a0»',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(plain(bar.parentElement?.textContent)).toContain('33 %');
    expect(course.getByText('1 leçon terminée sur 3')).toBeInTheDocument();
    expect(plain(course.getByText(/Prochaine leçon/).parentElement?.textContent)).toBe(
      'Prochaine leçon : La chaîne de survie',
    );
    expect(course.getByRole('link', { name: /^Continuer/ })).toHaveAttribute(
      'href',
      '/dashboard/courses/31?lesson=102',
    );

    const certificate = within(screen.getByTestId('certificate'));
    expect(certificate.getByText('Secourisme en milieu de travail')).toBeInTheDocument();
    expect(certificate.getByText('Émis le 1 mars 2026')).toBeInTheDocument();
    expect(certificate.getByText('Expire le 1 mars 2029')).toBeInTheDocument();
    expect(certificate.getByTestId('credential-id')).toHaveTextContent('SEC-ABCD-EFGH-JKLM');
    expect(certificate.getByRole('link', { name: /^Télécharger/ })).toHaveAttribute(
      'href',
      '/api/me/certificates/5.pdf?lang=fr',
    );
    expect(screen.getByRole('link', { name: 'Découvrir d’autres formations' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('writes the figures and the issue date the English way in English', async () => {
    await i18n.changeLanguage('en');
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    });
    renderRoute('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Marie!' }),
    ).toBeInTheDocument();
    await screen.findByText('Issued March 1, 2026');
    expect(tileValue('Average progress')).toBe('67%');
    expect(tileValue('Hours learned')).toBe('7.5');
    expect(screen.getByText('1 of 3 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse New Courses' })).toBeInTheDocument();
  });

  it('shows a dash for the next lesson of a course whose lessons are all done', async () => {
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': jsonResponse(
        200,
        makeDashboard({
          courses: [makeEnrolledCourse({ progress: 100, completedLessons: 3, nextLesson: null })],
        }),
      ),
    });
    renderRoute('/dashboard');
    const course = within(await screen.findByTestId('enrolled-course'));
    expect(plain(course.getByText(/Prochaine leçon/).parentElement?.textContent)).toBe(
      'Prochaine leçon : —aucune',
    );
    expect(course.getByRole('link', { name: /^Continuer/ })).toHaveAttribute(
      'href',
      '/dashboard/courses/31',
    );
  });

  it('says a course completed by its class is completed, not 100 % beside no lesson', async () => {
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': jsonResponse(
        200,
        makeDashboard({
          courses: [
            makeEnrolledCourse({
              progress: 100,
              completed: true,
              completedLessons: 0,
              totalLessons: 4,
            }),
          ],
        }),
      ),
    });
    renderRoute('/dashboard');
    const course = within(await screen.findByTestId('enrolled-course'));
    expect(plain(course.getByText(/terminée en classe/).textContent)).toBe(
      'Formation terminée en classe : les leçons en ligne restent à votre disposition.',
    );
    expect(course.queryByText(/leçon terminée sur/)).not.toBeInTheDocument();
  });

  it('says so when there is no course and no certificate yet', async () => {
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': jsonResponse(200, emptyDashboard),
    });
    renderRoute('/dashboard');

    expect(
      await screen.findByText('Vous n’avez aucune formation pour le moment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vous n’avez pas encore de certificat.')).toBeInTheDocument();
    expect(screen.queryByTestId('enrolled-course')).not.toBeInTheDocument();
    expect(screen.queryByTestId('certificate')).not.toBeInTheDocument();
    expect(tileValue('Progression moyenne')).toBe('0 %');
  });

  it('shows that the session is being checked, then the dashboard', async () => {
    let answer: (response: Response) => void = () => {};
    mockSession(null, {
      'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    });
    renderWithAuth(<DashboardPage />, '/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Vérification de la connexion…');
    answer(jsonResponse(200, { user: student }));
    expect(await screen.findByText('Sauveteur cardio RCR-DEA niveau C')).toBeInTheDocument();
  });

  it('tells a visitor to log in, with a link to the login page', async () => {
    const fetchSpy = mockSession(null);
    renderWithAuth(<DashboardPage />, '/dashboard');

    const message = await screen.findByText(
      'Vous devez vous connecter pour voir le tableau de bord.',
    );
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('/api/me/dashboard'))).toBe(
      false,
    );
  });

  it('shows a visitor of /dashboard why the login form is there', async () => {
    mockSession(null);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(
      screen.getByText('Vous devez vous connecter pour voir le tableau de bord.'),
    ).toBeInTheDocument();
  });

  it('says the request timed out after 10 seconds without an answer, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': () => {
        calls += 1;
        return calls === 1 ? new Promise<Response>(() => {}) : jsonResponse(200, makeDashboard());
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/dashboard');

    expect(
      await screen.findByRole('status', { name: 'Chargement du tableau de bord…' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByText(timedOut)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByRole('alert')).toHaveTextContent(timedOut);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Sauveteur cardio RCR-DEA niveau C')).toBeInTheDocument();
    expect(screen.queryByText(timedOut)).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says the data could not be loaded, and loads it on Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': () =>
        failing ? errorResponse(503, 'unavailable') : jsonResponse(200, makeDashboard()),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/dashboard');

    await screen.findByRole('status', { name: 'Chargement du tableau de bord…' });
    // A server failure is tried three times (1 s, then 2 s apart) before it is shown.
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByRole('alert')).toHaveTextContent(loadError);
    expect(screen.queryByText(timedOut)).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Sauveteur cardio RCR-DEA niveau C')).toBeInTheDocument();
    expect(screen.queryByText(loadError)).not.toBeInTheDocument();
  });

  it('lists an expired certificate with its badge', async () => {
    mockSession(student, {
      ...otherSections,
      'GET /api/me/dashboard': jsonResponse(
        200,
        makeDashboard({ certificates: [makeCertificate({ status: 'expired' })] }),
      ),
    });
    renderRoute('/dashboard');
    const certificate = within(await screen.findByTestId('certificate'));
    expect(certificate.getByText('Expiré')).toBeInTheDocument();
  });
});
