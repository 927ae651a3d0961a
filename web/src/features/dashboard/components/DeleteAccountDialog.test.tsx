import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Reply } from '@/test/api';
import { makeDashboard } from '@/test/dashboard';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import type { DeletionSummary } from '../api/types';
import '../routes/DashboardPage';
// Shown after the deletion (the home page) and on the dashboard once signed out (the login form).
import '@/test/home-page';
import '@/test/login-page';

configure({ asyncUtilTimeout: 5000 });

const student = makeUser();
const summary: DeletionSummary = {
  keptDocuments: [
    {
      kind: 'receipt',
      number: '2026-000012',
      issuedAt: '2026-12-05T15:00:00Z',
      totalCents: 15_000,
    },
    {
      kind: 'credit-note',
      number: 'NC-2026-000003',
      issuedAt: '2027-01-10T15:00:00Z',
      totalCents: -4_599,
    },
  ],
  taxDocumentsYears: 6,
  soleManagerOf: [],
};
/** Text with the no-break spaces of French typography made ordinary. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function serve(deleteReply: Reply, deletion: Reply = jsonResponse(200, summary)) {
  return mockSession(student, {
    'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    'GET /api/me/bookings': jsonResponse(200, { bookings: [] }),
    'GET /api/me/deletion': deletion,
    'DELETE /api/me': deleteReply,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User, name = 'Supprimer mon compte') {
  const section = within(await screen.findByRole('region', { name }));
  await user.click(section.getByRole('button', { name }));
  return within(screen.getByRole('dialog', { name }));
}

async function confirmWith(user: User, dialog: ReturnType<typeof within>, password: string) {
  await user.type(dialog.getByLabelText(/^Mot de passe/), password);
  await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
}

describe('deleting my account', () => {
  it('says what is erased and lists what tax law keeps, then Escape gives focus back', async () => {
    serve(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user);

    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'La suppression est définitive\u00a0: nous ne pourrons pas récupérer votre compte.',
    );
    expect(dialog.getByText('Vos demandes particulières et vos notes de santé')).toBeVisible();
    const keep = dialog.getByRole('checkbox', {
      name: 'Garder mes attestations vérifiables par leur numéro (nom, cours et dates)',
    });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(
      'Sinon, leur page de vérification indiquera qu’elles ne sont plus disponibles.',
    );
    const password = dialog.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();

    const kept = within(await dialog.findByRole('list', { name: 'Documents conservés' }));
    const items = kept.getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(items).toEqual([
      'Reçu 2026-000012' + '5 déc. 2026 · 150,00 $',
      'Note de crédit NC-2026-000003' + '10 janv. 2027 · -45,99 $',
    ]);
    expect(
      dialog.getByText(
        'La loi fiscale nous oblige à conserver vos reçus et notes de crédit pendant 6 ans, détachés de votre compte.',
      ),
    ).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
  });

  it('keeps the certificates verifiable when the box is ticked', async () => {
    const spy = serve(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await user.click(
      dialog.getByRole('checkbox', { name: /^Garder mes attestations vérifiables/ }),
    );
    await confirmWith(user, dialog, 'secret-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(lastBodyOf(spy, 'DELETE', '/api/me')).toEqual({
      password: 'secret-123',
      keepCertificatesVerifiable: true,
    });
  });

  it('warns a sole manager of the companies left without a manager', async () => {
    serve(
      new Response(null, { status: 204 }),
      jsonResponse(200, { ...summary, soleManagerOf: [{ id: 4, name: 'Déneigement Julie inc.' }] }),
    );
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user);

    expect(
      await dialog.findByText(/^Vous êtes la seule personne qui gère cette entreprise/),
    ).toBeVisible();
    expect(dialog.getByText('Déneigement Julie inc.')).toBeVisible();
    expect(dialog.getByText(/notre bureau pourra en nommer une/)).toBeVisible();
  });

  it('says when nothing is kept, in English too', async () => {
    serve(
      new Response(null, { status: 204 }),
      jsonResponse(200, { keptDocuments: [], taxDocumentsYears: 6, soleManagerOf: [] }),
    );
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user, 'Delete my account');

    expect(await dialog.findByText('No documents')).toBeVisible();
    expect(dialog.queryByRole('list', { name: 'Documents kept' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Permanently delete my account' })).toBeEnabled();
    expect(
      dialog.getByRole('checkbox', {
        name: 'Keep my certificates verifiable by their number (name, course and dates)',
      }),
    ).toHaveAccessibleDescription(
      'Otherwise, their verification page will say they are no longer available.',
    );
  });

  it('says when the kept documents cannot be read, and reads them again', async () => {
    let failing = true;
    serve(new Response(null, { status: 204 }), () =>
      failing ? errorResponse(500, 'internal') : jsonResponse(200, summary),
    );
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user);

    expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Impossible de charger la liste des documents conservés.',
    );
    failing = false;
    await user.click(dialog.getByRole('button', { name: 'Réessayer' }));
    expect(await dialog.findByRole('list', { name: 'Documents conservés' })).toBeVisible();
  }, 15_000);

  it('asks for the password before sending anything', async () => {
    const spy = serve(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }));

    expect(await dialog.findByText('Entrez votre mot de passe.')).toBeVisible();
    expect(dialog.getByLabelText(/^Mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(spy, 'DELETE', '/api/me')).toBe(0);
  });

  it('shows a wrong password on its field and stays on the page', async () => {
    const spy = serve(errorResponse(403, 'wrong-password'));
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'pas le bon');

    expect(await dialog.findByText('Mot de passe incorrect')).toBeVisible();
    const password = dialog.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Mot de passe incorrect/);
    expect(password).toHaveFocus();
    expect(lastBodyOf(spy, 'DELETE', '/api/me')).toEqual({
      password: 'pas le bon',
      keepCertificatesVerifiable: false,
    });
    const call = spy.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new Headers(call?.[1]?.headers).get('Content-Type')).toBe('application/json');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.type(password, '!');
    expect(dialog.queryByText('Mot de passe incorrect')).not.toBeInTheDocument();
  });

  it('explains that an office account is removed by another administrator', async () => {
    serve(errorResponse(403, 'office-account'));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'secret-123');

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Un compte du bureau ne peut pas être supprimé ici. Demandez à un autre administrateur de le retirer.',
    );
  });

  it('asks to try later when too many attempts were made', async () => {
    serve(errorResponse(429, 'rate-limited', undefined, { 'Retry-After': '300' }));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'secret-123');

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
    expect(dialog.queryByText('Mot de passe incorrect')).not.toBeInTheDocument();
  });

  it('once deleted, forgets the account, goes home and says a mail confirms it', async () => {
    let deleted = false;
    let answer: (response: Response) => void = () => {};
    const spy = mockSession(student, {
      'GET /api/auth/me': () => jsonResponse(200, { user: deleted ? null : student }),
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
      'GET /api/me/bookings': jsonResponse(200, { bookings: [] }),
      'GET /api/me/deletion': jsonResponse(200, summary),
      'DELETE /api/me': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'secret-123');

    expect(await dialog.findByRole('button', { name: 'Suppression…' })).toBeDisabled();
    expect(lastBodyOf(spy, 'DELETE', '/api/me')).toEqual({
      password: 'secret-123',
      keepCertificatesVerifiable: false,
    });
    deleted = true;
    await act(async () => answer(new Response(null, { status: 204 })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre compte a été supprimé. Un courriel de confirmation vous a été envoyé.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Signed out: the header offers to sign in again.
    expect(await screen.findByRole('link', { name: 'Connexion' })).toBeVisible();

    // Nothing of the account is left: the dashboard asks to sign in, without reading it again.
    const dashboardReads = callsTo(spy, 'GET', '/api/me/dashboard');
    await act(() => router.navigate('/dashboard'));
    expect(
      await screen.findByText('Vous devez vous connecter pour voir le tableau de bord.'),
    ).toBeVisible();
    expect(callsTo(spy, 'GET', '/api/me/dashboard')).toBe(dashboardReads);
  });

  it('still goes home when the dialog was closed while the deletion was under way', async () => {
    let answer: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'secret-123');
    await dialog.findByRole('button', { name: 'Suppression…' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => answer(new Response(null, { status: 204 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('status')).toHaveTextContent('Votre compte a été supprimé.');
    expect(await screen.findByRole('link', { name: 'Connexion' })).toBeVisible();
  });
});
