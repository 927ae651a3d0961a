import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { Student } from '../api/types';
import './AdminStudentsPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });

const students: Student[] = [
  makeUser({
    id: 42,
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie@example.com',
    phone: '819 555-0199',
    address: '12 rue Principale, Gatineau',
    createdAt: '2026-03-05T15:00:00Z',
  }),
  makeUser({
    id: 43,
    firstName: 'Luc',
    lastName: 'Gagnon',
    email: 'luc@example.com',
    phone: '',
    address: '',
    avatar: '',
    createdAt: '2025-03-02T15:00:00Z',
  }),
];

const urls = (spy: ReturnType<typeof mockSession>) =>
  spy.mock.calls.map(([input]) => String(input));

describe('the admin students page', () => {
  it('lists the students with their initials, missing address and phone, and how many are shown', async () => {
    mockSession(admin, {
      'GET /api/admin/students': () => jsonResponse(200, { students, nextCursor: null }),
    });
    renderRoute('/admin/students');
    await screen.findByRole('table', { name: 'Liste des étudiants' });
    expect(screen.getByText('2 étudiants affichés')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();

    const rows = screen.getAllByTestId('student-row');
    expect(rows).toHaveLength(2);
    const [marie, luc] = rows as [HTMLElement, HTMLElement];
    expect(marie).toHaveTextContent('12 rue Principale, Gatineau');
    expect(marie).toHaveTextContent('819 555-0199');
    expect(within(marie).getByTestId('initials')).toHaveTextContent('MT');
    expect(luc).toHaveTextContent('Aucune adresse');
    expect(luc).toHaveTextContent('N/D');
    expect(luc).toHaveTextContent('2 mars 2025');
    expect(
      within(luc).getByRole('link', { name: 'Voir le dossier de Luc Gagnon' }),
    ).toHaveAttribute('href', '/admin/students/43');
  });

  it('searches on the server once typing stops, and says "No students found"', async () => {
    await i18n.changeLanguage('en');
    const spy = mockSession(admin, {
      'GET /api/admin/students': () => {
        const last = String(spy.mock.calls.at(-1)?.[0]);
        const q = new URL(last, 'http://localhost').searchParams.get('q');
        return jsonResponse(
          200,
          q ? { students: [], nextCursor: null } : { students, nextCursor: null },
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/students');
    await screen.findAllByTestId('student-row');
    expect(screen.getAllByTestId('student-row')[1]).toHaveTextContent('No address');
    expect(screen.getAllByTestId('student-row')[1]).toHaveTextContent('N/A');

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'zoé@');
    expect(await screen.findByText('No students found')).toBeInTheDocument();
    const searches = urls(spy).filter((url) => url.startsWith('/api/admin/students?'));
    // One request for the whole word, not one per key.
    expect(searches).toEqual(['/api/admin/students?q=zo%C3%A9%40']);
    // The search is in the address, in place of the page's entry.
    expect(router.state.location.search).toBe('?q=zo%C3%A9%40');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens with the search of a shared link', async () => {
    const spy = mockSession(admin, {
      'GET /api/admin/students': () =>
        jsonResponse(200, { students: [students[0]], nextCursor: null }),
    });
    renderRoute('/admin/students?q=marie');
    await screen.findAllByTestId('student-row');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un étudiant' })).toHaveValue('marie');
    expect(urls(spy).filter((url) => url.startsWith('/api/admin/students'))).toEqual([
      '/api/admin/students?q=marie',
    ]);
    expect(screen.getByText('1 étudiant affiché')).toBeInTheDocument();
  });

  it('loads the next page with the cursor and adds it under the list', async () => {
    const spy = mockSession(admin, {
      'GET /api/admin/students': (_init, url) =>
        jsonResponse(
          200,
          url.searchParams.get('cursor') === 'next'
            ? { students: [students[1]], nextCursor: null }
            : { students: [students[0]], nextCursor: 'next' },
        ),
    });
    const user = userEvent.setup();
    renderRoute('/admin/students');
    await screen.findAllByTestId('student-row');
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(screen.getAllByTestId('student-row')).toHaveLength(2));
    expect(urls(spy).filter((url) => url.startsWith('/api/admin/students'))).toEqual([
      '/api/admin/students',
      '/api/admin/students?cursor=next',
    ]);
    expect(screen.getByText('2 étudiants affichés')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Voir le dossier de Luc Gagnon' })).toHaveFocus(),
    );
  });

  it('says "Failed to load students" with a Retry button', async () => {
    await i18n.changeLanguage('en');
    mockSession(admin, { 'GET /api/admin/students': () => errorResponse(500, 'internal') });
    renderRoute('/admin/students');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load students');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('removes a student only after a confirmation that says what happens', async () => {
    let removed = false;
    const spy = mockSession(admin, {
      'GET /api/admin/students': () =>
        jsonResponse(
          200,
          removed ? { students: [students[1]], nextCursor: null } : { students, nextCursor: null },
        ),
      'DELETE /api/admin/students/42': () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin/students');
    await user.click(
      await screen.findByRole('button', { name: 'Retirer le compte de Marie Tremblay' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Retirer ce compte\u00a0?' });
    expect(dialog).toHaveTextContent('sera désactivé');
    expect(dialog).toHaveTextContent('renseignements personnels seront effacés');
    expect(dialog).toHaveTextContent('réservations et les montants payés sont conservés');

    await user.click(within(dialog).getByRole('button', { name: 'Garder le compte' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retirer le compte de Marie Tremblay' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer le compte' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le compte de Marie Tremblay a été retiré.',
    );
    await waitFor(() => expect(screen.getAllByTestId('student-row')).toHaveLength(1));
    expect(screen.queryByText('marie@example.com')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says so when the removal fails', async () => {
    mockSession(admin, {
      'GET /api/admin/students': () => jsonResponse(200, { students, nextCursor: null }),
      'DELETE /api/admin/students/42': () => errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/students');
    await user.click(
      await screen.findByRole('button', { name: 'Retirer le compte de Marie Tremblay' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le compte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossible de retirer ce compte.',
    );
  });
});
