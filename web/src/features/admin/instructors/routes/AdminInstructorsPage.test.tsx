import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { callsTo, errorResponse, fetchedUrls, jsonResponse, lastBodyOf } from '@/test/api';
import { makeInstructor } from '@/test/instructors';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Instructor } from '../api/types';
import './AdminInstructorsPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const LIST = '/api/admin/instructors';

/** The Quebec date `days` days from today, as YYYY-MM-DD. */
function inDays(days: number): string {
  const [year = 0, month = 1, day = 1] = todayInQuebec().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const isabelle = makeInstructor({
  credentials: [
    { body: 'Fondation des maladies du cœur', number: 'FMC-12345', expiresOn: '2099-06-30' },
    { body: 'Croix-Rouge', number: 'CR-77', expiresOn: inDays(30) },
  ],
});
const luc = makeInstructor({
  id: 22,
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@example.com',
  languages: ['en'],
  credentials: [{ body: 'Croix-Rouge', number: 'CR-12', expiresOn: inDays(-1) }],
});
const sophie = makeInstructor({
  id: 23,
  firstName: 'Sophie',
  lastName: 'Bergeron',
  email: 'sophie@example.com',
  languages: ['fr'],
  credentials: [],
});

const page = (instructors: Instructor[], nextCursor: string | null = null) =>
  jsonResponse(200, { instructors, nextCursor });

const rows = () => screen.getAllByTestId('instructor-row');
const row = (index: number) => within(rows()[index] as HTMLElement);

describe('the office’s instructors page', () => {
  it('lists the instructors with their languages and numbers, flagging expired and expiring ones', async () => {
    mockSession(admin, { [`GET ${LIST}`]: () => page([isabelle, luc, sophie]) });
    renderRoute('/admin/instructors');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Formateurs' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Liste des formateurs' });
    expect(screen.getByRole('link', { name: 'Formateurs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(rows()).toHaveLength(3);
    expect(row(0).getByRole('rowheader')).toHaveTextContent('Isabelle Côté');
    expect(rows()[0]).toHaveTextContent('isabelle@example.com');
    expect(
      row(0)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual(['Français', 'Anglais']);
    const [valid, soon] = row(0).getAllByTestId('instructor-credential') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(valid).toHaveTextContent('Fondation des maladies du cœur');
    expect(valid).toHaveTextContent('FMC-12345');
    expect(valid).toHaveTextContent('Expire le 30 juin 2099');
    expect(valid).not.toHaveTextContent('Expire bientôt');
    expect(soon).toHaveAttribute('data-state', 'soon');
    expect(soon).toHaveTextContent('Expire bientôt');

    const expired = row(1).getByTestId('instructor-credential');
    expect(expired).toHaveAttribute('data-state', 'expired');
    expect(expired).toHaveTextContent(/Expiré le .*Expiré$/);
    expect(rows()[2]).toHaveTextContent('Aucun numéro');
    expect(screen.getByText('3 formateurs affichés')).toBeInTheDocument();
  });

  it('searches on the server once typing stops, keeps the search in the address, and pages on', async () => {
    await i18n.changeLanguage('en');
    const spy = mockSession(admin, {
      [`GET ${LIST}`]: (_init, url) => {
        if (url.searchParams.get('q')) return page([]);
        return url.searchParams.get('cursor') === 'next' ? page([luc]) : page([isabelle], 'next');
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/instructors');
    await screen.findAllByTestId('instructor-row');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('Luc Gagnon')).toHaveFocus());

    await user.type(screen.getByRole('searchbox', { name: 'Search instructors' }), 'zoé');
    expect(await screen.findByText('No instructors found')).toBeInTheDocument();
    expect(fetchedUrls(spy, LIST).map((url) => url.search)).toEqual([
      '',
      '?cursor=next',
      '?q=zo%C3%A9',
    ]);
    expect(router.state.location.search).toBe('?q=zo%C3%A9');
  });

  it('says when the list cannot be read, and tries again', async () => {
    let fail = true;
    mockSession(admin, {
      [`GET ${LIST}`]: () => (fail ? errorResponse(429, 'rate-limited') : page([])),
    });
    const user = userEvent.setup();
    renderRoute('/admin/instructors');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les formateurs.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText(
        'Aucun formateur pour l’instant. Ajoutez-en un à partir de son compte.',
      ),
    ).toBeVisible();
  });

  it('adds an instructor by the address of an existing account, and says why one cannot be', async () => {
    const user = userEvent.setup();
    let refusal: Response | null = errorResponse(404, 'no-account');
    let list = [isabelle];
    const spy = mockSession(admin, {
      [`GET ${LIST}`]: () => page(list),
      [`POST ${LIST}`]: () => {
        if (refusal) return refusal;
        list = [isabelle, sophie];
        return jsonResponse(201, { instructor: sophie });
      },
    });
    renderRoute('/admin/instructors');
    await screen.findAllByTestId('instructor-row');
    const open = screen.getByRole('button', { name: 'Ajouter un formateur' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un formateur' }));
    const email = dialog.getByRole('textbox', { name: 'Adresse courriel du compte' });
    expect(email).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Entrez l’adresse courriel du compte.'),
    );
    expect(callsTo(spy, 'POST', LIST)).toBe(0);

    await user.type(email, ' sophie@example.com ');
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(
      await dialog.findByText(
        'Aucun compte n’a cette adresse : la personne doit d’abord créer son compte et confirmer son adresse.',
      ),
    ).toBeVisible();
    expect(email).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', LIST)).toEqual({ email: 'sophie@example.com' });

    for (const [code, text] of [
      ['email-not-verified', 'Ce compte n’a pas encore confirmé son adresse'],
      ['office-account', 'Cette adresse est celle d’un compte du bureau'],
      ['already-instructor', 'Ce compte fait déjà partie des formateurs.'],
    ] as const) {
      refusal = errorResponse(409, code);
      await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await dialog.findByText(new RegExp(`^${text}`))).toBeVisible();
    }

    refusal = null;
    await user.click(dialog.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sophie Bergeron fait maintenant partie des formateurs.',
    );
    expect(open).toHaveFocus();
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('explains in English why an account cannot be added', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockSession(admin, {
      [`GET ${LIST}`]: () => page([]),
      [`POST ${LIST}`]: () => errorResponse(404, 'no-account'),
    });
    renderRoute('/admin/instructors');
    await user.click(await screen.findByRole('button', { name: 'Add an instructor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an instructor' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'Email address of the account' }),
      'a@b.ca',
    );
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(
      await dialog.findByText(
        'No account has this address: the person must first create their account and confirm their address.',
      ),
    ).toBeVisible();
  });

  it('changes the languages and numbers, rows added and removed, the server’s refusals on their fields', async () => {
    const user = userEvent.setup();
    let refuse = true;
    let current = isabelle;
    const spy = mockSession(admin, {
      [`GET ${LIST}`]: () => page([current]),
      [`PUT ${LIST}/21`]: (init) => {
        if (refuse) return errorResponse(400, 'validation', { 'credentials.1.number': 'too-long' });
        current = { ...current, ...(JSON.parse(String(init?.body)) as Partial<Instructor>) };
        return jsonResponse(200, { instructor: current });
      },
    });
    renderRoute('/admin/instructors');
    await user.click(
      await screen.findByRole('button', {
        name: 'Modifier les langues et les numéros\u00a0: Isabelle Côté',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Langues et numéros de formateur' }),
    );
    const languages = within(dialog.getByRole('group', { name: 'Langues d’enseignement' }));
    expect(languages.getByRole('checkbox', { name: 'Français' })).toBeChecked();
    expect(languages.getByRole('checkbox', { name: 'Anglais' })).toBeChecked();
    expect(dialog.getAllByTestId('credential-row')).toHaveLength(2);

    // No language: refused here.
    await user.click(languages.getByRole('checkbox', { name: 'Français' }));
    await user.click(languages.getByRole('checkbox', { name: 'Anglais' }));
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Cochez au moins une langue.')).toBeVisible();
    expect(callsTo(spy, 'PUT', `${LIST}/21`)).toBe(0);
    await user.click(languages.getByRole('checkbox', { name: 'Anglais' }));

    // The first number goes; a new one comes, its first field focused.
    await user.click(dialog.getByRole('button', { name: 'Retirer le numéro 1' }));
    expect(dialog.getAllByTestId('credential-row')).toHaveLength(1);
    expect(dialog.getByRole('button', { name: 'Ajouter un numéro' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Ajouter un numéro' }));
    const added = within(dialog.getByRole('group', { name: 'Numéro 2' }));
    expect(added.getByRole('textbox', { name: 'Organisme' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await added.findByText('Entrez l’organisme.')).toBeVisible();
    expect(added.getByText('Entrez le numéro.')).toBeVisible();

    await user.type(added.getByRole('textbox', { name: 'Organisme' }), 'Ambulance Saint-Jean');
    const number = added.getByRole('textbox', { name: 'Numéro' });
    await user.type(number, 'ASJ-4');
    await user.type(added.getByLabelText('Expire le (facultatif)'), '2028-01-31');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await added.findByText('Le numéro doit compter 60 caractères ou moins.')).toBeVisible();
    expect(number).toHaveFocus();
    expect(lastBodyOf(spy, 'PUT', `${LIST}/21`)).toEqual({
      languages: ['en'],
      credentials: [
        { body: 'Croix-Rouge', number: 'CR-77', expiresOn: isabelle.credentials[1]?.expiresOn },
        { body: 'Ambulance Saint-Jean', number: 'ASJ-4', expiresOn: '2028-01-31' },
      ],
    });

    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Langues et numéros enregistrés : Isabelle Côté.',
    );
    await waitFor(() => expect(row(0).getAllByTestId('instructor-credential')).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('ASJ-4');
  });

  it('offers no more than 10 numbers', async () => {
    const user = userEvent.setup();
    const credentials = Array.from({ length: 9 }, (_, index) => ({
      body: 'Croix-Rouge',
      number: `CR-${index}`,
      expiresOn: null,
    }));
    mockSession(admin, { [`GET ${LIST}`]: () => page([{ ...isabelle, credentials }]) });
    renderRoute('/admin/instructors');
    await user.click(await screen.findByRole('button', { name: /^Modifier les langues/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const add = dialog.getByRole('button', { name: 'Ajouter un numéro' });
    await user.click(add);
    expect(dialog.getAllByTestId('credential-row')).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(
      dialog.getByText('10 numéros au plus : retirez-en un pour en ajouter un autre.'),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Retirer le numéro 10' }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
  });

  it('takes the role away after a confirmation, and explains a refusal while sessions remain', async () => {
    const user = userEvent.setup();
    let hasSessions = true;
    let list = [isabelle, luc];
    const spy = mockSession(admin, {
      [`GET ${LIST}`]: () => page(list),
      [`DELETE ${LIST}/22`]: () => {
        if (hasSessions) return errorResponse(409, 'instructor-has-sessions');
        list = [isabelle];
        return new Response(null, { status: 204 });
      },
    });
    renderRoute('/admin/instructors');
    const remove = await screen.findByRole('button', {
      name: 'Retirer le rôle de formateur à Luc Gagnon',
    });
    await user.click(remove);
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Retirer le rôle de formateur\u00a0?' }),
    );
    expect(dialog.getByText(/Luc Gagnon \(luc@example\.com\) ne verra plus/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Garder le rôle' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(spy, 'DELETE', `${LIST}/22`)).toBe(0);

    await user.click(remove);
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Retirer le rôle' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cette personne donne encore une séance à venir',
    );

    hasSessions = false;
    await user.click(dialog.getByRole('button', { name: 'Retirer le rôle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Le rôle de formateur est retiré à Luc Gagnon.',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows a former instructor without actions', async () => {
    mockSession(admin, { [`GET ${LIST}`]: () => page([{ ...luc, active: false }]) });
    renderRoute('/admin/instructors');
    await screen.findAllByTestId('instructor-row');
    expect(rows()[0]).toHaveTextContent('Rôle retiré');
    expect(row(0).queryByRole('button')).not.toBeInTheDocument();
  });
});
