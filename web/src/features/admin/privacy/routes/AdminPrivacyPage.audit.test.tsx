import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { errorResponse, fetchedUrls, jsonResponse } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { AuditEntry } from '../api/types';
import './AdminPrivacyPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const AUDIT = '/api/admin/privacy/audit';

const entries: AuditEntry[] = [
  {
    id: 9,
    at: '2026-11-25T20:15:00Z',
    actor: 'admin@example.com',
    action: 'erase',
    subject: 'compte supprimé',
    detail: 'DELETE /api/admin/students/12',
  },
  {
    id: 8,
    at: '2026-11-24T14:00:00Z',
    actor: 'bureau@example.com',
    action: 'export',
    subject: '',
    detail: 'bookings status=approved',
  },
  {
    id: 7,
    at: '2026-11-23T14:00:00Z',
    actor: 'admin@example.com',
    action: 'view',
    subject: 'marie@example.com',
    detail: 'GET /api/admin/students/42',
  },
  {
    id: 6,
    at: '2026-11-22T14:00:00Z',
    actor: 'admin@example.com',
    action: 'change',
    subject: 'marie@example.com',
    detail: 'PATCH /api/admin/enrollments/3',
  },
];

const page = (rows: AuditEntry[], nextCursor: string | null = null) =>
  jsonResponse(200, { entries: rows, nextCursor });

describe('the access log of the office privacy page', () => {
  it('lists who did what to whose data, and says entries are kept two years', async () => {
    mockSession(admin, { [`GET ${AUDIT}`]: () => page(entries) });
    renderRoute('/admin/privacy?section=audit');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Journal des accès aux renseignements personnels',
      }),
    ).toBeVisible();
    expect(screen.getByText('Chaque entrée est conservée deux ans, puis effacée.')).toBeVisible();
    await screen.findByRole('table', { name: 'Journal des accès aux renseignements personnels' });
    const [erased, exported, viewed, changed] = screen.getAllByTestId('audit-row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(erased).getByRole('rowheader')).toHaveTextContent(/25 nov\. 2026, 15\sh\s15/);
    expect(within(erased).getByTestId('audit-action')).toHaveTextContent('Effacement');
    expect(erased).toHaveTextContent('compte supprimé');
    expect(erased).toHaveTextContent('DELETE /api/admin/students/12');
    expect(within(exported).getByTestId('audit-action')).toHaveTextContent('Exportation');
    expect(exported).toHaveTextContent('bureau@example.com');
    expect(exported).toHaveTextContent('Une liste de personnes');
    expect(within(viewed).getByTestId('audit-action')).toHaveTextContent('Consultation');
    expect(within(changed).getByTestId('audit-action')).toHaveTextContent('Modification');
    expect(screen.getByText('4 entrées affichées')).toBeInTheDocument();
  });

  it('shows one person’s entries, then everyone’s again', async () => {
    const user = userEvent.setup();
    const spy = mockSession(admin, {
      [`GET ${AUDIT}`]: (_init, url) =>
        url.searchParams.get('email') === 'marie@example.com'
          ? page(entries.slice(2))
          : url.searchParams.has('email')
            ? page([])
            : page(entries),
    });
    const { router } = renderRoute('/admin/privacy?section=audit');
    await screen.findAllByTestId('audit-row');

    const email = screen.getByRole('textbox', { name: 'Courriel de la personne concernée' });
    await user.type(email, 'marie@example.com{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(2));
    // The field stays where the typing was.
    expect(email).toHaveFocus();
    expect(router.state.location.search).toBe('?section=audit&email=marie%40example.com');

    await user.clear(email);
    await user.type(email, 'personne@example.com{Enter}');
    expect(await screen.findByText('Aucune entrée au journal pour cette personne.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(4));
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(fetchedUrls(spy, AUDIT).map((url) => url.search)).toEqual([
      '',
      '?email=marie%40example.com',
      '?email=personne%40example.com',
      '',
    ]);
  });

  it('says so on the field when a shared link has an address the server refuses', async () => {
    mockSession(admin, {
      [`GET ${AUDIT}`]: () => errorResponse(400, 'validation', { email: 'invalid-email' }),
    });
    renderRoute('/admin/privacy?section=audit&email=marie');
    const field = await screen.findByRole('textbox', { name: 'Courriel de la personne concernée' });
    expect(field).toHaveValue('marie');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Entrez une adresse courriel complète, par exemple nom@exemple.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Impossible de charger le journal des accès.',
    );
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockSession(admin, { [`GET ${AUDIT}`]: () => page(entries) });
    renderRoute('/admin/privacy?section=audit');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Access log of personal information' }),
    ).toBeVisible();
    expect(screen.getByText('Each entry is kept for two years, then erased.')).toBeVisible();
    const actions = await screen.findAllByTestId('audit-action');
    expect(actions.map((action) => action.textContent)).toEqual([
      'Erasure',
      'Export',
      'View',
      'Change',
    ]);
    expect(screen.getByText('A list of people')).toBeInTheDocument();
    expect(screen.getAllByTestId('audit-row')[0]).toHaveTextContent(/Nov 25, 2026, 3:15\sp\.m\./);
  });
});
