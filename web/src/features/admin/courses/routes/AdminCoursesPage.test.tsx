import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test/api';
import { makeAdminCourse, mockCatalogueApi } from '@/test/courses';
import { makeUser } from '@/test/users';
import { renderRoute } from '@/test/render';
// The page is loaded up front, and waits are longer: a cold start on a busy machine is slow.
import './AdminCoursesPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const cpr = makeAdminCourse({ id: 1, students: 12, priceCents: 9500 });
const pdsb = makeAdminCourse({
  id: 6,
  title: { fr: 'Déplacement sécuritaire des bénéficiaires', en: 'Safe person handling' },
  instructor: 'Nathalie Roy',
  category: 'professional-development',
  students: 3,
  priceCents: 16500,
  durationHours: 14,
  published: false,
});

function renderAdminCourses(courses: unknown[]) {
  const spy = mockCatalogueApi(admin, [], {
    'GET /api/admin/courses': () => jsonResponse(200, { courses, total: courses.length }),
  });
  renderRoute('/admin/courses');
  return spy;
}

const table = () => screen.findByRole('table', { name: 'Liste des formations' });

// Many steps through the whole app: a busy machine needs more than the default 5 s.
describe('the admin courses page', { timeout: 20_000 }, () => {
  it('says "No courses found" when there is no course, with zero figures', async () => {
    renderAdminCourses([]);
    expect(within(await table()).getAllByRole('row')).toHaveLength(1); // the header row
    expect(screen.getByText('Aucune formation trouvée')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-students')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-average').textContent?.replace(/\s/g, ' ')).toBe('0,00 $');
  });

  it('lists the courses with their figures and searches title, instructor and category', async () => {
    const user = userEvent.setup();
    renderAdminCourses([cpr, pdsb]);
    const courses = await table();

    expect(within(courses).getAllByRole('row')).toHaveLength(3);
    const row = within(
      within(courses).getByRole('rowheader', { name: /Déplacement sécuritaire/ })
        .parentElement as HTMLElement,
    );
    expect(row.getByText('Non publiée')).toBeInTheDocument();
    expect(row.getByText('Nathalie Roy')).toBeInTheDocument();
    expect(row.getByText('Développement professionnel')).toBeInTheDocument();
    expect(row.getByText('14 h')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-students')).toHaveTextContent('15');
    expect(screen.getByTestId('stat-average').textContent?.replace(/\s/g, ' ')).toBe('130,00 $');

    const search = screen.getByRole('searchbox', { name: 'Rechercher une formation' });
    await user.type(search, 'nathalie');
    expect(within(courses).getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'developpement');
    expect(within(courses).getByRole('rowheader')).toHaveTextContent(/Déplacement/);
    await user.clear(search);
    await user.type(search, 'plongée sous-marine');
    expect(within(courses).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByText('Aucune formation trouvée')).toBeInTheDocument();
  });

  it('creates a course: required fields first, then the new course is saved and listed', async () => {
    const user = userEvent.setup();
    let courses = [cpr];
    const spy = mockCatalogueApi(admin, [], {
      'GET /api/admin/courses': () => jsonResponse(200, { courses, total: courses.length }),
      'POST /api/courses': (init) => {
        const input = JSON.parse(String(init?.body));
        const created = makeAdminCourse({ ...input, id: 9, students: 0 });
        courses = [...courses, created];
        return jsonResponse(201, { course: created });
      },
    });
    renderRoute('/admin/courses');
    await table();

    await user.click(screen.getByRole('button', { name: 'Créer une formation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Créer une formation' }));
    await user.click(dialog.getByRole('button', { name: 'Créer la formation' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs obligatoires.',
    );
    expect(dialog.getByLabelText('Titre en français *')).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText('Titre en français *'), 'RCR pour les parents');
    await user.type(dialog.getByLabelText('Titre en anglais *'), 'CPR for parents');
    await user.type(dialog.getByLabelText('Description en français *'), 'Trois heures.');
    await user.type(dialog.getByLabelText('Description en anglais *'), 'Three hours.');
    await user.type(dialog.getByLabelText('Instructeur *'), 'Sophie Bergeron');
    await user.type(dialog.getByLabelText('Durée (heures) *'), '3');
    await user.type(dialog.getByLabelText('Prix ($) *'), '89,50');
    // Every required field is filled: the banner has gone before the next submit.
    expect(
      dialog.queryByText('Veuillez remplir tous les champs obligatoires.'),
    ).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Accréditation en français'), 'Cœur + AVC');
    await user.type(dialog.getByLabelText('Accréditation en anglais'), 'Heart & Stroke');
    await user.type(dialog.getByLabelText('Étiquette en français'), 'Parents{Enter}');
    await user.type(dialog.getByLabelText('Étiquette en français'), ' parents ');
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(dialog.getByText('Cette étiquette est déjà dans la liste.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Étiquette en français'));
    await user.type(dialog.getByLabelText('Étiquette en français'), 'RCR');
    await user.type(dialog.getByLabelText('Étiquette en anglais'), 'CPR');
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(dialog.getByLabelText('Étiquette en français')).toHaveValue('');
    expect(dialog.getByLabelText('Étiquette en anglais')).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Retirer l’étiquette Parents' }));
    await user.click(dialog.getByRole('button', { name: 'Créer la formation' }));

    expect(await screen.findByText('Formation créée avec succès !')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /RCR pour les parents/ })).toBeVisible();
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: { fr: 'RCR pour les parents', en: 'CPR for parents' },
      priceCents: 8950,
      originalPriceCents: 0,
      durationHours: 3,
      accreditation: { fr: 'Cœur + AVC', en: 'Heart & Stroke' },
      tags: [{ fr: 'RCR', en: 'CPR' }],
      published: true,
    });
  });

  it('shows the server field errors on their fields and "Failed to save course"', async () => {
    const user = userEvent.setup();
    mockCatalogueApi(admin, [], {
      'GET /api/admin/courses': () => jsonResponse(200, { courses: [cpr], total: 1 }),
      'PUT /api/courses/1': () =>
        jsonResponse(400, {
          error: { code: 'invalid', message: 'Invalid', fields: { 'title.en': 'too-long' } },
        }),
    });
    renderRoute('/admin/courses');
    await user.click(
      await screen.findByRole('button', { name: 'Modifier Sauveteur cardio RCR-DEA niveau C' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier la formation' }));
    expect(dialog.getByLabelText('Prix ($) *')).toHaveValue('95,00');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await dialog.findByText('Échec de l’enregistrement de la formation')).toBeVisible();
    expect(dialog.getByLabelText('Titre en anglais *')).toHaveAccessibleDescription(
      'Ce texte est trop long.',
    );
  });

  it('deletes a course after confirmation and tells when it was archived instead', async () => {
    const user = userEvent.setup();
    mockCatalogueApi(admin, [], {
      'GET /api/admin/courses': () => jsonResponse(200, { courses: [cpr], total: 1 }),
      'DELETE /api/courses/1': () => jsonResponse(200, { result: 'archived' }),
    });
    renderRoute('/admin/courses');
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer Sauveteur cardio RCR-DEA niveau C' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Supprimer la formation' }));
    expect(
      dialog.getByText('Voulez-vous vraiment supprimer « Sauveteur cardio RCR-DEA niveau C » ?'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(/elle a été archivée/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
