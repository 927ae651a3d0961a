import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import type { AdminCourse } from '@/lib/api/course-types';
import { errorResponse, jsonResponse, lastBodyOf, mockApi } from '@/test/api';
import { makeAdminCourse } from '@/test/courses';
import { renderWithProviders } from '@/test/render';
import { CourseForm } from './CourseForm';

configure({ asyncUtilTimeout: 5000 });

function renderForm(course: AdminCourse, routes: Parameters<typeof mockApi>[0] = {}) {
  const spy = mockApi({
    'GET /api/admin/courses': jsonResponse(200, { courses: [course], nextCursor: null }),
    ...routes,
  });
  const onSaved = vi.fn();
  renderWithProviders(<CourseForm course={course} onCancel={() => {}} onSaved={onSaved} />);
  return { spy, onSaved };
}

const participants = () => screen.getByRole('spinbutton', { name: 'Participants par formateur' });
const earlyChildhood = () =>
  screen.getByRole('checkbox', { name: /^Premiers soins adaptés à la petite enfance/ });

describe(
  'the participants per instructor and early childhood of a course',
  { timeout: 20_000 },
  () => {
    it('states them, explained, and sends them', async () => {
      const user = userEvent.setup();
      const course = makeAdminCourse({ id: 1 });
      const { spy, onSaved } = renderForm(course, {
        'PUT /api/courses/1': (init) =>
          jsonResponse(200, { course: { ...course, ...JSON.parse(String(init?.body)) } }),
      });
      expect(participants()).toHaveValue(null);
      expect(participants()).toHaveAccessibleDescription(
        'Facultatif, de 1 à 100. Une séance compte au plus ce nombre de places par formateur. Vide\u00a0: aucune limite.',
      );
      expect(earlyChildhood()).not.toBeChecked();
      expect(earlyChildhood()).toHaveAccessibleDescription(
        /ministère de la Famille vérifie pour le personnel des services de garde/,
      );

      await user.type(participants(), '12');
      await user.click(earlyChildhood());
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
      expect(lastBodyOf(spy, 'PUT', '/api/courses/1')).toMatchObject({
        participantsPerInstructor: 12,
        earlyChildhood: true,
      });
    });

    it('sends none when the number is emptied, and shows the refusals on the field', async () => {
      const user = userEvent.setup();
      const course = makeAdminCourse({ id: 1, participantsPerInstructor: 8, earlyChildhood: true });
      const { spy } = renderForm(course, {
        'PUT /api/courses/1': errorResponse(400, 'validation', {
          participantsPerInstructor: 'out-of-range',
        }),
      });
      expect(participants()).toHaveValue(8);
      expect(earlyChildhood()).toBeChecked();

      await user.clear(participants());
      await user.type(participants(), '150');
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(participants()).toHaveAttribute('aria-invalid', 'true');
      expect(participants()).toHaveAccessibleDescription(
        /Entrez un nombre entier de 1 à 100, ou laissez vide\.$/,
      );
      expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

      await user.clear(participants());
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(
        await screen.findByText('Échec de l’enregistrement de la formation'),
      ).toBeInTheDocument();
      expect(lastBodyOf(spy, 'PUT', '/api/courses/1')).toMatchObject({
        participantsPerInstructor: null,
        earlyChildhood: true,
      });
      expect(participants()).toHaveAttribute('aria-invalid', 'true');
    });

    it('speaks English to an admin who reads it', async () => {
      await i18n.changeLanguage('en');
      renderForm(makeAdminCourse({ id: 1 }));
      expect(screen.getByRole('spinbutton', { name: 'Participants per instructor' })).toBeVisible();
      expect(
        screen.getByRole('checkbox', { name: /^First aid adapted to early childhood/ }),
      ).toHaveAccessibleDescription(/Ministère de la Famille checks/);
    });
  },
);
