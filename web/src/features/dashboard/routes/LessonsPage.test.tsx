import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { makeDashboard, makeEnrolledCourse, makeLessons } from '@/test/dashboard';
import { makeUser, mockSession } from '@/test/users';
import { renderRoute } from '@/test/render';
import type { Lesson } from '../api/types';
import './LessonsPage';
import './DashboardPage';

configure({ asyncUtilTimeout: 5000 });

const student = makeUser();
const lessonsPath = '/api/me/enrollments/31/lessons';

/** The fake API of one enrollment (31) whose lessons are `lessons`; completing one marks it. */
function mockLearningApi(lessons: Lesson[] = makeLessons()) {
  const done = new Set(lessons.filter((l) => l.completed).map((l) => l.id));
  const figures = () => {
    const next = lessons.find((l) => !done.has(l.id));
    return makeEnrolledCourse({
      completedLessons: done.size,
      progress: Math.round((done.size * 100) / lessons.length),
      nextLesson: next ? { id: next.id, title: next.title } : null,
    });
  };
  const complete = (id: number) => () => {
    done.add(id);
    return jsonResponse(200, { course: figures() });
  };
  return mockSession(student, {
    'GET /api/me/dashboard': () => jsonResponse(200, makeDashboard({ courses: [figures()] })),
    [`GET ${lessonsPath}`]: () =>
      jsonResponse(200, { lessons: lessons.map((l) => ({ ...l, completed: done.has(l.id) })) }),
    ...Object.fromEntries(
      lessons.map((l) => [`POST ${lessonsPath}/${l.id}/complete`, complete(l.id)]),
    ),
  });
}

const progressBar = () =>
  screen.getByRole('progressbar', {
    name: 'Progression de «\u00a0Sauveteur cardio RCR-DEA niveau C\u00a0»',
  });
const lessonTitle = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the lesson view', () => {
  it('opens on the next lesson to do, with the list of lessons and their done marks', async () => {
    mockLearningApi();
    renderRoute('/dashboard/courses/31');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sauveteur cardio RCR-DEA niveau C' }),
    ).toBeInTheDocument();
    expect(await lessonTitle('La chaîne de survie')).toBeInTheDocument();
    expect(screen.getByText('Chaque maillon compte.')).toBeInTheDocument();
    expect(
      screen.getByText('La défibrillation précoce double les chances de survie.'),
    ).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();

    const items = screen.getAllByTestId('lesson-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'Leçon 1Évaluer la situation, terminée',
      'Leçon 2La chaîne de survie, leçon affichée',
      'Leçon 3Les compressions thoraciques',
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('marks the lesson done, moves to the next one and updates the progress', async () => {
    const fetchSpy = mockLearningApi();
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/courses/31?lesson=102');
    await lessonTitle('La chaîne de survie');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '33');

    await user.click(screen.getByRole('button', { name: 'Marquer comme terminée' }));

    expect(await lessonTitle('Les compressions thoraciques')).toHaveFocus();
    expect(router.state.location.search).toBe('?lesson=103');
    expect(
      fetchSpy.mock.calls.some(
        ([input, init]) =>
          String(input) === `${lessonsPath}/102/complete?lang=fr` && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(progressBar()).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('2 leçons terminées sur 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('lesson-item')[1]).toHaveTextContent(
      'La chaîne de survie, terminée',
    );

    await user.click(screen.getByRole('button', { name: 'Marquer comme terminée' }));
    expect(
      await screen.findByText('Bravo, vous avez terminé toutes les leçons de cette formation !'),
    ).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Leçon terminée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marquer comme terminée' })).toBeNull();
  });

  it('is opened on the next lesson by Continue on the dashboard', async () => {
    mockLearningApi();
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Continuer/ }));

    expect(await lessonTitle('La chaîne de survie')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/courses/31');
    expect(router.state.location.search).toBe('?lesson=102');
  });

  it('says when a lesson could not be saved', async () => {
    mockLearningApi();
    const user = userEvent.setup();
    renderRoute('/dashboard/courses/31?lesson=103');
    await lessonTitle('Les compressions thoraciques');
    vi.mocked(globalThis.fetch).mockImplementationOnce(async () => errorResponse(404, 'not-found'));
    await user.click(screen.getByRole('button', { name: 'Marquer comme terminée' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’enregistrer la leçon. Veuillez réessayer.',
    );
    expect(screen.getByRole('article')).toHaveTextContent('Les compressions thoraciques');
  });

  it('says so for an enrollment that is not the student’s', async () => {
    mockSession(student, {
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    });
    renderRoute('/dashboard/courses/999');
    expect(
      await screen.findByText('Cette formation ne figure pas parmi vos inscriptions.'),
    ).toBeInTheDocument();
  });

  it('says so for a course without lessons yet', async () => {
    mockLearningApi([]);
    renderRoute('/dashboard/courses/31');
    expect(
      await screen.findByText('Les leçons de cette formation ne sont pas encore en ligne.'),
    ).toBeInTheDocument();
  });
});
