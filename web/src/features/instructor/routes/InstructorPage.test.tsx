import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import {
  callsTo,
  errorResponse,
  fetchedUrls,
  jsonResponse,
  lastBodyOf,
  type Reply,
} from '@/test/api';
import { makeInstructor, makeInstructorSession } from '@/test/instructor';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './InstructorPage';

configure({ asyncUtilTimeout: 5000 });

const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });

function serve({
  sessions = jsonResponse(200, { sessions: [makeInstructorSession()], nextCursor: null }),
  profile = jsonResponse(200, { instructor: makeInstructor() }),
  save = errorResponse(500, 'internal'),
}: { sessions?: Reply; profile?: Reply; save?: Reply } = {}) {
  return mockSession(julie, {
    'GET /api/instructor/sessions': sessions,
    'GET /api/instructor/profile': profile,
    'PUT /api/instructor/profile': save,
  });
}

/** Text with the no-break spaces of French typography made ordinary. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const sessionsSection = () => screen.getByRole('region', { name: 'Mes séances' });

describe('the instructor’s page', () => {
  it('lists the sessions with their day and hours in Quebec, place, seats and roster', async () => {
    serve({
      sessions: jsonResponse(200, {
        sessions: [
          makeInstructorSession(),
          makeInstructorSession({
            id: 13,
            course: { id: 3, title: 'Secourisme en milieu de travail' },
            startsAt: '2030-12-20T13:00:00-05:00',
            endsAt: '2030-12-20T17:00:00-05:00',
            instructors: [{ id: 7, name: 'Julie Lavoie' }],
            roster: 'finalized',
            status: 'cancelled',
          }),
        ],
        nextCursor: null,
      }),
    });
    renderRoute('/instructor');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Espace formateur' }),
    ).toBeInTheDocument();
    const [first, second] = await within(sessionsSection()).findAllByTestId('instructor-session');
    const card = within(first!);
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Sauveteur cardio RCR-DEA niveau C',
    );
    const text = plain(first!.textContent);
    expect(text).toContain('samedi 14 décembre 2030, de 9 h 00 à 16 h 00');
    expect(text).toContain('123, rue Principale, Gatineau');
    expect(text).toContain('3 / 12 places prises');
    expect(text).toContain('Avec Marc Gagnon');
    expect(text).not.toContain('Julie Lavoie');
    expect(text).toContain('Liste ouverte');
    expect(
      card.getByRole('link', {
        name: 'Liste de présence\u00a0: Sauveteur cardio RCR-DEA niveau C, samedi 14 décembre 2030',
      }),
    ).toHaveAttribute('href', '/instructor/sessions/12');

    const other = plain(second!.textContent);
    expect(other).toContain('Liste signée');
    expect(other).toContain('Annulée');
    expect(other).not.toContain('Avec');
    expect(within(second!).getByRole('link', { name: /^Liste de présence/ })).toHaveAttribute(
      'href',
      '/instructor/sessions/13',
    );

    expect(document.title).toBe('Espace formateur | Formations Secours Outaouais');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('shows every day of a session over several days, each with its hours when they differ', async () => {
    const day = (date: string, start: string, end: string) => ({
      date,
      startsAt: `${date}T${start}:00-05:00`,
      endsAt: `${date}T${end}:00-05:00`,
    });
    serve({
      sessions: jsonResponse(200, {
        sessions: [
          makeInstructorSession({
            startsAt: '2030-12-14T08:30:00-05:00',
            endsAt: '2030-12-15T12:00:00-05:00',
            days: [day('2030-12-14', '08:30', '16:30'), day('2030-12-15', '09:00', '12:00')],
          }),
        ],
        nextCursor: null,
      }),
    });
    renderRoute('/instructor');
    const [card] = await within(
      await screen.findByRole('region', { name: 'Mes séances' }),
    ).findAllByTestId('instructor-session');
    const text = plain(card!.textContent);
    expect(text).toContain('samedi 14 décembre, de 8 h 30 à 16 h 30');
    expect(text).toContain('dimanche 15 décembre 2030, de 9 h 00 à 12 h 00');
    expect(
      within(card!).getByRole('link', {
        name: 'Liste de présence\u00a0: Sauveteur cardio RCR-DEA niveau C, samedi 14 décembre et dimanche 15 décembre 2030',
      }),
    ).toBeInTheDocument();
  });

  it('loads the next sessions on demand and focuses the first new one', async () => {
    const spy = serve({
      sessions: (_init, url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? jsonResponse(200, {
              sessions: [
                makeInstructorSession({
                  id: 14,
                  course: { id: 4, title: 'Premiers soins en garderie' },
                }),
              ],
              nextCursor: null,
            })
          : jsonResponse(200, { sessions: [makeInstructorSession()], nextCursor: 'page-2' }),
    });
    const user = userEvent.setup();
    renderRoute('/instructor');

    await user.click(await screen.findByRole('button', { name: 'Afficher plus de séances' }));
    const link = await screen.findByRole('link', {
      name: /^Liste de présence\s: Premiers soins en garderie/,
    });
    expect(link).toHaveFocus();
    expect(screen.getByText('2 séances affichées')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher plus de séances' })).toBeNull();
    expect(fetchedUrls(spy, '/api/instructor/sessions').map((url) => url.search)).toEqual([
      '',
      '?cursor=page-2',
    ]);
  });

  it('says when there is no session yet', async () => {
    serve({ sessions: jsonResponse(200, { sessions: [], nextCursor: null }) });
    renderRoute('/instructor');
    const section = await screen.findByRole('region', { name: 'Mes séances' });
    expect(await within(section).findByText('Aucune séance pour l’instant')).toBeVisible();
  });

  it('offers to read the sessions again when they could not be', async () => {
    let fail = true;
    serve({
      sessions: () =>
        fail
          ? errorResponse(403, 'forbidden')
          : jsonResponse(200, { sessions: [makeInstructorSession()], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/instructor');
    expect(await screen.findByText('Impossible de charger vos séances.')).toBeVisible();
    fail = false;
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Réessayer' }));
    expect(await within(sessionsSection()).findByTestId('instructor-session')).toBeVisible();
  });

  it('shows the profile: the name as it is, the languages and the numbers to change', async () => {
    serve();
    renderRoute('/instructor');
    const section = within(await screen.findByRole('region', { name: 'Mon profil de formateur' }));
    expect(await section.findByText('Julie Lavoie')).toBeVisible();
    expect(section.queryByRole('textbox', { name: /Nom$/ })).toBeNull();
    expect(section.getByRole('checkbox', { name: 'Français' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'Anglais' })).not.toBeChecked();
    const row = within(section.getByRole('group', { name: 'Numéro 1' }));
    expect(row.getByRole('textbox', { name: 'Organisme certificateur' })).toHaveValue(
      'Fondation des maladies du cœur',
    );
    expect(row.getByRole('textbox', { name: 'Numéro' })).toHaveValue('FMC-1234');
    expect(row.getByLabelText('Date d’expiration (facultative)')).toHaveValue('2027-06-30');
  });

  it('saves the languages and the numbers added and removed', async () => {
    const spy = serve({
      save: (init) =>
        jsonResponse(200, {
          instructor: makeInstructor(JSON.parse(String(init?.body)) as object),
        }),
    });
    const user = userEvent.setup();
    renderRoute('/instructor');
    const section = within(await screen.findByRole('region', { name: 'Mon profil de formateur' }));
    await user.click(await section.findByRole('checkbox', { name: 'Anglais' }));

    await user.click(section.getByRole('button', { name: 'Ajouter un numéro' }));
    const added = within(section.getByRole('group', { name: 'Numéro 2' }));
    // The new row's first field takes the focus.
    expect(added.getByRole('textbox', { name: 'Organisme certificateur' })).toHaveFocus();
    await user.keyboard('Croix-Rouge canadienne');
    await user.type(added.getByRole('textbox', { name: 'Numéro' }), 'CR-42');

    await user.click(section.getByRole('button', { name: 'Retirer le numéro 1' }));
    expect(section.getByRole('button', { name: 'Ajouter un numéro' })).toHaveFocus();
    expect(section.getAllByTestId('credential-row')).toHaveLength(1);

    await user.click(section.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await section.findByText('Votre profil de formateur est enregistré.')).toBeVisible();
    expect(lastBodyOf(spy, 'PUT', '/api/instructor/profile')).toEqual({
      languages: ['fr', 'en'],
      credentials: [{ body: 'Croix-Rouge canadienne', number: 'CR-42', expiresOn: null }],
    });
  });

  it('checks the form before sending it', async () => {
    const spy = serve();
    const user = userEvent.setup();
    renderRoute('/instructor');
    const section = within(await screen.findByRole('region', { name: 'Mon profil de formateur' }));
    await user.click(await section.findByRole('checkbox', { name: 'Français' }));
    await user.click(section.getByRole('button', { name: 'Ajouter un numéro' }));
    await user.click(section.getByRole('button', { name: 'Enregistrer le profil' }));

    expect(await section.findByText('Cochez au moins une langue.')).toBeVisible();
    const added = within(section.getByRole('group', { name: 'Numéro 2' }));
    expect(
      added.getByRole('textbox', { name: 'Organisme certificateur' }),
    ).toHaveAccessibleDescription('Indiquez l’organisme certificateur.');
    expect(added.getByRole('textbox', { name: 'Numéro' })).toHaveAccessibleDescription(
      'Indiquez le numéro.',
    );
    expect(callsTo(spy, 'PUT', '/api/instructor/profile')).toBe(0);
  });

  it('keeps 10 numbers at most', async () => {
    serve({
      profile: jsonResponse(200, {
        instructor: makeInstructor({
          credentials: Array.from({ length: 10 }, (_, index) => ({
            body: 'Croix-Rouge',
            number: `CR-${index}`,
            expiresOn: null,
          })),
        }),
      }),
    });
    renderRoute('/instructor');
    const section = within(await screen.findByRole('region', { name: 'Mon profil de formateur' }));
    expect(await section.findByRole('button', { name: 'Ajouter un numéro' })).toBeDisabled();
    expect(section.getByText('Vous avez atteint le maximum de 10 numéros.')).toBeVisible();
  });

  it('shows the server’s refusals on their fields, and focuses the first', async () => {
    serve({
      save: errorResponse(400, 'validation', {
        'credentials.0.number': 'too-long',
        'credentials.0.expiresOn': 'invalid-date',
      }),
    });
    const user = userEvent.setup();
    renderRoute('/instructor');
    const section = within(await screen.findByRole('region', { name: 'Mon profil de formateur' }));
    await user.click(await section.findByRole('button', { name: 'Enregistrer le profil' }));

    const row = within(section.getByRole('group', { name: 'Numéro 1' }));
    const number = row.getByRole('textbox', { name: 'Numéro' });
    expect(await row.findByText('Ce texte est trop long.')).toBeVisible();
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(row.getByLabelText('Date d’expiration (facultative)')).toHaveAccessibleDescription(
      'Indiquez une date valide.',
    );
    expect(section.queryByText(/n’a pas pu être enregistré/)).toBeNull();
  });

  it('says when the profile could not be saved', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute('/instructor');
    const section = within(await screen.findByRole('region', { name: 'Mon profil de formateur' }));
    await user.click(await section.findByRole('button', { name: 'Enregistrer le profil' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Le profil n’a pas pu être enregistré.',
    );
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    serve();
    renderRoute('/instructor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Instructor area' }),
    ).toBeInTheDocument();
    const card = await screen.findByTestId('instructor-session');
    const text = plain(card.textContent);
    expect(text).toContain('Saturday, December 14, 2030, from 9:00 a.m. to 4:00 p.m.');
    expect(text).toContain('3 / 12 seats taken');
    expect(text).toContain('With Marc Gagnon');
    const profile = await screen.findByRole('region', { name: 'My instructor profile' });
    expect(await within(profile).findByRole('checkbox', { name: 'French' })).toBeChecked();
  });
});
