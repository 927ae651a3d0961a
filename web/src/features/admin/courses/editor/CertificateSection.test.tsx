import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBodyOf, mockApi } from '@/test/api';
import { makeAdminCourse } from '@/test/courses';
import { renderWithProviders } from '@/test/render';
import { i18n } from '@/lib/i18n/i18n';
import type { AdminCourse } from '@/lib/api/course-types';
import { CourseForm } from './CourseForm';

configure({ asyncUtilTimeout: 5000 });

const cpr = makeAdminCourse({ id: 1 });
const refresher = makeAdminCourse({
  id: 2,
  title: { fr: 'Requalification RCR', en: 'CPR refresher' },
});
const oldCourse = makeAdminCourse({
  id: 3,
  title: { fr: 'Ancienne formation', en: 'Old course' },
  archived: true,
});
const firstAid = makeAdminCourse({
  id: 4,
  title: { fr: 'Secourisme en milieu de travail', en: 'Workplace first aid' },
});
const catalogue = [cpr, refresher, oldCourse, firstAid];

function renderForm(course: AdminCourse | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const spy = mockApi({
    'GET /api/admin/courses': jsonResponse(200, { courses: catalogue, total: catalogue.length }),
    ...routes,
  });
  const onSaved = vi.fn();
  renderWithProviders(<CourseForm course={course} onCancel={() => {}} onSaved={onSaved} />);
  return { spy, onSaved };
}

const section = () => within(screen.getByRole('region', { name: 'Certificat et renouvellement' }));
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

// A whole form to fill on a busy machine: more than the default 5 s.
describe('the certificate and renewal of a course', { timeout: 20_000 }, () => {
  it('offers no renewing course but this one and the courses not archived, by title', async () => {
    renderForm(cpr);
    const select = section().getByRole('combobox', { name: 'Formation de renouvellement' });
    await within(select).findByRole('option', { name: 'Requalification RCR' });
    expect(optionsOf(select)).toEqual([
      'Aucune',
      'Cette formation',
      'Requalification RCR',
      'Secourisme en milieu de travail',
    ]);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(
      'La formation à réserver pour renouveler le certificat\u00a0: le rappel envoyé avant son expiration y mène.',
    );
  });

  it('keeps an archived renewing course already chosen', async () => {
    renderForm(makeAdminCourse({ id: 1, renewalCourseId: 3 }));
    const select = section().getByRole('combobox', { name: 'Formation de renouvellement' });
    expect(
      await within(select).findByRole('option', { name: 'Ancienne formation (archivée)' }),
    ).toBeInTheDocument();
    expect(select).toHaveValue('3');
  });

  it('creates a course valid 24 months, renewed by a refresher, with what to bring', async () => {
    const user = userEvent.setup();
    const { spy, onSaved } = renderForm(null, {
      'POST /api/courses': (init) =>
        jsonResponse(201, { course: { ...cpr, ...JSON.parse(String(init?.body)), id: 9 } }),
    });
    const months = screen.getByRole('spinbutton', { name: 'Validité du certificat (mois) *' });
    expect(months).toHaveValue(36);
    expect(months).toHaveAccessibleDescription('De 1 à 120\u00a0mois. 36\u00a0mois = 3\u00a0ans.');
    const renewal = screen.getByRole('combobox', { name: 'Formation de renouvellement' });
    await within(renewal).findByRole('option', { name: 'Requalification RCR' });
    expect(within(renewal).queryByRole('option', { name: 'Cette formation' })).toBeNull();
    expect(renewal).toHaveAccessibleDescription(/Une fois créée, la formation pourra aussi/);
    expect(screen.getByLabelText('À apporter, en français')).toHaveAccessibleDescription(
      /C’est dit dans le rappel envoyé par courriel avant la formation/,
    );

    await user.type(screen.getByLabelText('Titre en français *'), 'RCR pour les parents');
    await user.type(screen.getByLabelText('Titre en anglais *'), 'CPR for parents');
    await user.type(screen.getByLabelText('Description en français *'), 'Trois heures.');
    await user.type(screen.getByLabelText('Description en anglais *'), 'Three hours.');
    await user.type(screen.getByLabelText('Instructeur *'), 'Sophie Bergeron');
    await user.type(screen.getByLabelText('Durée (heures) *'), '3');
    await user.type(screen.getByLabelText('Prix ($) *'), '89,50');
    await user.clear(months);
    await user.type(months, '24');
    expect(months).toHaveAccessibleDescription('De 1 à 120\u00a0mois. 24\u00a0mois = 2\u00a0ans.');
    await user.selectOptions(renewal, 'Requalification RCR');
    await user.type(screen.getByLabelText('À apporter, en anglais'), 'Comfortable clothes.');
    await user.click(screen.getByRole('button', { name: 'Créer la formation' }));

    const french = screen.getByLabelText('À apporter, en français');
    expect(french).toHaveAttribute('aria-invalid', 'true');
    expect(french).toHaveAccessibleDescription(
      /Écrivez aussi le texte en français\u00a0: l’anglais ne peut pas être donné seul\.$/,
    );
    await user.type(french, 'Des vêtements confortables.');
    await user.click(screen.getByRole('button', { name: 'Créer la formation' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(lastBodyOf(spy, 'POST', '/api/courses')).toMatchObject({
      certificateValidMonths: 24,
      renewalCourseId: 2,
      whatToBring: { fr: 'Des vêtements confortables.', en: 'Comfortable clothes.' },
    });
  });

  it('lets a course renew itself, or nothing, when edited', async () => {
    const user = userEvent.setup();
    const { spy } = renderForm(makeAdminCourse({ id: 1, renewalCourseId: 2 }), {
      'PUT /api/courses/1': (init) =>
        jsonResponse(200, { course: { ...cpr, ...JSON.parse(String(init?.body)) } }),
    });
    const renewal = screen.getByRole('combobox', { name: 'Formation de renouvellement' });
    await within(renewal).findByRole('option', { name: 'Requalification RCR' });
    expect(renewal).toHaveValue('2');
    await user.selectOptions(renewal, 'Cette formation');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(lastBodyOf(spy, 'PUT', '/api/courses/1')).toMatchObject({ renewalCourseId: 1 }),
    );

    await user.selectOptions(renewal, 'Aucune');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(lastBodyOf(spy, 'PUT', '/api/courses/1')).toMatchObject({ renewalCourseId: null }),
    );
  });

  it('shows the server’s refusals on the validity, the renewing course and what to bring', async () => {
    const user = userEvent.setup();
    renderForm(makeAdminCourse({ id: 1, renewalCourseId: 2 }), {
      'PUT /api/courses/1': errorResponse(400, 'validation', {
        certificateValidMonths: 'out-of-range',
        renewalCourseId: 'unknown-course',
        'whatToBring.fr': 'required',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText('Échec de l’enregistrement de la formation'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('spinbutton', { name: 'Validité du certificat (mois) *' }),
    ).toHaveAccessibleDescription(
      'De 1 à 120\u00a0mois. 36\u00a0mois = 3\u00a0ans. Entrez un nombre entier de mois entre 1 et 120, par exemple 36.',
    );
    const renewal = screen.getByRole('combobox', { name: 'Formation de renouvellement' });
    expect(renewal).toHaveAttribute('aria-invalid', 'true');
    expect(renewal).toHaveAccessibleDescription(
      /Cette formation n’existe plus\. Choisissez-en une autre dans la liste\.$/,
    );
    expect(screen.getByLabelText('À apporter, en français')).toHaveAccessibleDescription(
      /Écrivez aussi le texte en français/,
    );
  });

  it('speaks English to an admin who reads it', async () => {
    await i18n.changeLanguage('en');
    renderForm(cpr);
    expect(
      screen.getByRole('spinbutton', { name: 'Certificate validity (months) *' }),
    ).toHaveAccessibleDescription('From 1 to 120 months. 36 months = 3 years.');
    const renewal = screen.getByRole('combobox', { name: 'Renewal course' });
    await within(renewal).findByRole('option', { name: 'CPR refresher' });
    expect(optionsOf(renewal).slice(0, 2)).toEqual(['None', 'This course']);
    expect(screen.getByLabelText('What to bring, in English')).toBeInTheDocument();
  });
});
