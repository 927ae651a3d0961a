import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeAdminBooking } from '@/test/bookings';
import { makeStudentDetail } from '@/test/students';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { StudentDetail } from '../api/types';
import './AdminStudentDetailPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the admin student record', () => {
  it('shows the profile, bookings, enrollments and certificates', async () => {
    mockSession(admin, {
      'GET /api/admin/students/42': () => jsonResponse(200, makeStudentDetail()),
    });
    renderRoute('/admin/students/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marie Tremblay' }),
    ).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profil' });
    expect(profile).toHaveTextContent('819 555-0199');
    expect(profile).toHaveTextContent('12 rue Principale, Gatineau');

    const booking = screen.getByTestId('student-booking');
    expect(booking).toHaveTextContent('SEC-7K2M9Q');
    expect(booking).toHaveTextContent('Sauveteur cardio RCR-DEA niveau C');
    expect(booking).toHaveTextContent('7 déc. 2030');
    expect(booking).toHaveTextContent('Approuvée');
    expect(booking).toHaveTextContent('Payé');
    expect(plain(booking)).toContain('114,98 $');

    const enrollment = screen.getByTestId('student-enrollment');
    expect(within(enrollment).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(
      within(enrollment).getByRole('checkbox', {
        name: 'A assisté à Sauveteur cardio RCR-DEA niveau C',
      }),
    ).not.toBeChecked();

    const certificate = screen.getByTestId('student-certificate');
    expect(certificate).toHaveTextContent('Premiers soins niveau C');
    expect(certificate).toHaveTextContent('10 avr. 2026');
    expect(certificate).toHaveTextContent('10 avr. 2029');
    expect(certificate).toHaveTextContent('Valide');
    expect(
      within(certificate).getByRole('link', { name: 'Vérifier le certificat SEC-2026-8F3K2P9X' }),
    ).toHaveAttribute('href', '/verify/SEC-2026-8F3K2P9X');
  });

  it('says the date is to be confirmed for a booking on request without a date', async () => {
    const undated = makeAdminBooking({ id: 9, userId: 42, session: null, preferredDate: null });
    mockSession(admin, {
      'GET /api/admin/students/42': () =>
        jsonResponse(200, makeStudentDetail({ bookings: [undated] })),
    });
    renderRoute('/admin/students/42');
    expect(await screen.findByTestId('student-booking')).toHaveTextContent('Date à confirmer');
  });

  it('says when a student has no booking, enrollment or certificate yet', async () => {
    await i18n.changeLanguage('en');
    mockSession(admin, {
      'GET /api/admin/students/42': () =>
        jsonResponse(
          200,
          makeStudentDetail({
            student: makeUser({ id: 42, firstName: 'Luc', lastName: 'Gagnon', phone: '' }),
            bookings: [],
            enrollments: [],
            certificates: [],
          }),
        ),
    });
    renderRoute('/admin/students/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Luc Gagnon' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No bookings')).toBeInTheDocument();
    expect(screen.getByText('No enrolments')).toBeInTheDocument();
    expect(screen.getByText('No certificates')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('N/A');
  });

  it('says when the student does not exist, and when the record cannot be loaded', async () => {
    mockSession(admin, {
      'GET /api/admin/students/404': () => errorResponse(404, 'not-found'),
      'GET /api/admin/students/500': () => errorResponse(500, 'internal'),
    });
    const { unmount } = renderRoute('/admin/students/404');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cet étudiant est introuvable ou son compte a été retiré.',
    );
    unmount();
    renderRoute('/admin/students/500');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger ce dossier.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('records attendance, then completion, which shows the certificate number', async () => {
    let detail: StudentDetail = makeStudentDetail();
    const enrollment = detail.enrollments[0]!;
    const issued = {
      id: 4,
      renewalCourseId: null,
      credentialId: 'SEC-2026-Q7W8E9R2',
      title: enrollment.courseTitle,
      issuedOn: '2026-11-20',
      expiryDate: '2029-11-20',
      status: 'valid' as const,
      downloadUrl: '/api/me/certificates/4.pdf',
    };
    const spy = mockSession(admin, {
      'GET /api/admin/students/42': () => jsonResponse(200, detail),
      'PATCH /api/admin/enrollments/31': (init) => {
        const change = JSON.parse(String(init?.body)) as {
          attended?: boolean;
          completed?: boolean;
        };
        const current = detail.enrollments[0]!;
        const completed = change.completed ?? current.completed;
        detail = {
          ...detail,
          enrollments: [
            {
              ...current,
              attended: change.attended ?? current.attended,
              completed,
              progress: completed ? 100 : current.progress,
              completedAt: completed ? '2026-11-20T15:00:00Z' : null,
            },
          ],
          certificates: completed ? [...detail.certificates, issued] : detail.certificates,
        };
        return jsonResponse(200, { certificate: change.completed ? issued : null });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/students/42');
    const attended = await screen.findByRole('checkbox', { name: /^A assisté à/ });
    await user.click(attended);
    expect(await screen.findByText('Présence enregistrée.')).toBeInTheDocument();
    expect(lastBody(spy, '/api/admin/enrollments/31')).toEqual({ attended: true });
    expect(await screen.findByRole('checkbox', { name: /^A assisté à/ })).toBeChecked();

    await user.click(
      screen.getByRole('button', {
        name: 'Marquer Sauveteur cardio RCR-DEA niveau C comme terminée',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Formation marquée comme terminée. Certificat délivré, numéro SEC-2026-Q7W8E9R2.',
    );
    expect(lastBody(spy, '/api/admin/enrollments/31')).toEqual({ completed: true });
    expect(await screen.findByTestId('enrollment-completed')).toHaveTextContent('Terminée le');
    expect(screen.queryByRole('button', { name: /^Marquer/ })).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('student-certificate')).toHaveLength(2);
  });

  it('says when an enrollment could not be updated', async () => {
    mockSession(admin, {
      'GET /api/admin/students/42': () => jsonResponse(200, makeStudentDetail()),
      'PATCH /api/admin/enrollments/31': () => errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/students/42');
    await user.click(await screen.findByRole('checkbox', { name: /^A assisté à/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de mettre à jour l’inscription.',
    );
  });

  it('says why the server refused a completion (the booking is no longer paid)', async () => {
    const detail = makeStudentDetail();
    detail.enrollments[0] = { ...detail.enrollments[0]!, attended: true };
    mockSession(admin, {
      'GET /api/admin/students/42': () => jsonResponse(200, detail),
      'PATCH /api/admin/enrollments/31': () => errorResponse(409, 'payment-required'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/students/42');
    await user.click(await screen.findByRole('button', { name: /^Marquer .* comme terminée$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La réservation de cette formation n’est pas encore payée.',
    );
  });

  it('asks for a reason before issuing a certificate without attendance or payment', async () => {
    let detail: StudentDetail = makeStudentDetail();
    detail.enrollments[0] = { ...detail.enrollments[0]!, paid: false };
    const spy = mockSession(admin, {
      'GET /api/admin/students/42': () => jsonResponse(200, detail),
      'PATCH /api/admin/enrollments/31': (init) => {
        const change = JSON.parse(String(init?.body)) as { overrideReason?: string };
        detail = {
          ...detail,
          enrollments: [
            {
              ...detail.enrollments[0]!,
              completed: true,
              completedAt: '2026-11-20T15:00:00Z',
              completionOverride: {
                reason: change.overrideReason ?? '',
                at: '2026-11-20T15:00:00Z',
                by: 'Admin Secours',
              },
            },
          ],
        };
        return jsonResponse(200, { certificate: null });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/students/42');
    expect(await screen.findByText('Paiement non reçu')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Marquer .* comme terminée$/ }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Délivrer le certificat par dérogation',
    });
    expect(plain(dialog)).toContain(
      'La présence à « Sauveteur cardio RCR-DEA niveau C » n’est pas enregistrée.',
    );
    expect(plain(dialog)).toContain(
      'La réservation de « Sauveteur cardio RCR-DEA niveau C » n’est pas payée.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Délivrer le certificat' }));
    expect(await within(dialog).findByText('Veuillez indiquer le motif.')).toBeInTheDocument();
    expect(lastBody(spy, '/api/admin/enrollments/31')).toBeUndefined();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Motif de la dérogation/ }),
      'Payée par l’employeur',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Délivrer le certificat' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Formation marquée comme terminée.',
    );
    expect(lastBody(spy, '/api/admin/enrollments/31')).toEqual({
      completed: true,
      overrideReason: 'Payée par l’employeur',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(plain(await screen.findByTestId('completion-override'))).toMatch(
      /^Certificat délivré par dérogation par Admin Secours le .+ : « Payée par l’employeur »$/,
    );
  });

  it('removes the student after confirmation and goes back to the list with a message', async () => {
    let removed = false;
    const spy = mockSession(admin, {
      'GET /api/admin/students/42': () =>
        removed ? errorResponse(404, 'not-found') : jsonResponse(200, makeStudentDetail()),
      'GET /api/admin/students': () => jsonResponse(200, { students: [], total: 0 }),
      'DELETE /api/admin/students/42': () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/students/42');
    await user.click(await screen.findByRole('button', { name: 'Retirer l’étudiant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer ce compte\u00a0?' });
    expect(dialog).toHaveTextContent(
      'Le compte de Marie Tremblay (marie@example.com) sera désactivé',
    );
    expect(dialog).toHaveTextContent('Ce choix est définitif.');

    await user.click(within(dialog).getByRole('button', { name: 'Garder le compte' }));
    expect(removed).toBe(false);
    expect(router.state.location.pathname).toBe('/admin/students/42');

    await user.click(screen.getByRole('button', { name: 'Retirer l’étudiant' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer le compte' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Étudiants' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/students');
    expect(
      await screen.findByText('Le compte de Marie Tremblay a été retiré.'),
    ).toBeInTheDocument();
    // The list loads after the page shows: wait for it.
    expect(await screen.findByText('Aucun étudiant trouvé')).toBeInTheDocument();
    expect(removed).toBe(true);
    // The removed record is not read again (it would only answer 404).
    const reads = spy.mock.calls.filter(
      ([input, init]) =>
        String(input).startsWith('/api/admin/students/42?') && init?.method === 'GET',
    );
    expect(reads).toHaveLength(1);
  });
});
