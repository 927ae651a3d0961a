import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls, jsonResponse } from '@/test/api';
import { makeAdminCourse, makeCourse, mockCatalogueApi } from '@/test/courses';
import { makeUser } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// The page is loaded up front, and waits are longer: a cold start on a busy machine is slow.
import '@/test/course-details-page';

configure({ asyncUtilTimeout: 5000 });

const course = makeCourse({
  id: 4,
  slug: 'premiers-soins-urgence-niveau-c',
  title: 'Secourisme en milieu de travail',
  priceCents: 17500,
  originalPriceCents: 19500,
  tags: ['CNESST', 'RCR'],
});

/** GET /api/courses/{4 or its slug} answers the course in the language asked. */
function courseRoutes() {
  const reply = (_init: RequestInit | undefined, url: URL) =>
    jsonResponse(200, {
      course:
        url.searchParams.get('lang') === 'en'
          ? { ...course, title: 'Workplace first aid' }
          : course,
    });
  return { 'GET /api/courses/4': reply, [`GET /api/courses/${course.slug}`]: reply };
}

// Many steps through the whole app: a busy machine needs more than the default 5 s.
describe('the course page', { timeout: 20_000 }, () => {
  it('shows everything about the course and books it with the course in hand', async () => {
    const user = userEvent.setup();
    mockCatalogueApi(null, [], courseRoutes());
    const { router } = renderRoute(`/courses/${course.slug}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Secourisme en milieu de travail' }),
    ).toBeVisible();
    expect(screen.getByText(course.description)).toBeVisible();
    expect(screen.getByText('Isabelle Côté')).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('Cœur + AVC')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sujets abordés' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('CNESST')).toBeVisible();
    expect(screen.getByText('Taxes en sus (TPS et TVQ).')).toBeVisible();
    // A group at the employer's: the quote's request, with this course checked.
    expect(screen.getByRole('link', { name: 'Demandez un devis' })).toHaveAttribute(
      'href',
      '/workplace-training?course=4',
    );
    for (const item of [
      'Un an d’accès à la matière',
      'Un certificat à la réussite de la formation',
      'Satisfait ou remboursé pendant 30 jours',
    ]) {
      expect(screen.getByText(item)).toBeVisible();
    }
    expect(screen.queryByRole('group', { name: 'Actions d’administration' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Réserver cette formation' }));
    expect(router.state.location.pathname).toBe('/booking/4');
    expect(router.state.location.state).toEqual({ course });
  });

  it('still answers the older /course-details?id= address, and reloads in the new language', async () => {
    const spy = mockCatalogueApi(null, [], courseRoutes());
    renderRoute('/course-details?id=4');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Secourisme en milieu de travail',
    );

    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workplace first aid' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book this course' })).toBeVisible();
    expect(
      fetchedUrls(spy, '/api/courses/4')
        .filter((url) => url.pathname === '/api/courses/4')
        .map((url) => url.searchParams.get('lang')),
    ).toEqual(['fr', 'en']);
  });

  it('says when the course does not exist', async () => {
    mockCatalogueApi(null, [], { 'GET /api/courses/nope': () => errorResponse(404, 'not-found') });
    renderRoute('/courses/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir toutes les formations' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('lets an admin edit the course in the modal and delete it after confirmation', async () => {
    const user = userEvent.setup();
    const admin = makeUser({ role: 'admin' });
    let deleted = false;
    const routes = courseRoutes();
    const spy = mockCatalogueApi(admin, [], {
      // Once deleted, the course is gone: the page's refetch fails with a 404.
      [`GET /api/courses/${course.slug}`]: (init, url) =>
        deleted
          ? errorResponse(404, 'not-found')
          : routes[`GET /api/courses/${course.slug}`]!(init, url),
      'GET /api/admin/courses': () =>
        jsonResponse(200, {
          courses: [makeAdminCourse({ id: 4, title: { fr: course.title, en: 'Workplace' } })],
          total: 1,
        }),
      'PUT /api/courses/4': (init) =>
        jsonResponse(200, { course: makeAdminCourse(JSON.parse(String(init?.body))) }),
      'DELETE /api/courses/4': () => {
        deleted = true;
        return jsonResponse(200, { result: 'deleted' });
      },
    });
    renderRoute(`/courses/${course.slug}`);

    const actions = within(await screen.findByRole('group', { name: 'Actions d’administration' }));
    await user.click(actions.getByRole('button', { name: 'Modifier' }));
    const editor = within(screen.getByRole('dialog', { name: 'Modifier la formation' }));
    expect(editor.getByLabelText('Titre en anglais *')).toHaveValue('Workplace');
    await user.clear(editor.getByLabelText('Titre en anglais *'));
    await user.type(editor.getByLabelText('Titre en anglais *'), 'Workplace first aid');
    await user.click(editor.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Formation mise à jour avec succès !')).toBeVisible();
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      title: { fr: course.title, en: 'Workplace first aid' },
    });

    await user.click(actions.getByRole('button', { name: 'Supprimer' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Supprimer la formation' }));
    expect(
      confirm.getByText('Voulez-vous vraiment supprimer « Secourisme en milieu de travail » ?'),
    ).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Formation supprimée avec succès !')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Formation introuvable' })).toBeNull();
  });

  it('says "Failed to delete course" and keeps the dialog when the delete fails', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockCatalogueApi(makeUser({ role: 'admin' }), [], {
      ...courseRoutes(),
      'GET /api/admin/courses': () => jsonResponse(200, { courses: [], total: 0 }),
      'DELETE /api/courses/4': () => errorResponse(409, 'conflict'),
    });
    renderRoute(`/courses/${course.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete course' }));
    expect(
      confirm.getByText('Are you sure you want to delete "Workplace first aid"?'),
    ).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('Failed to delete course');
  });
});
