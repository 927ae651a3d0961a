import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@/lib/api/types';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Handler } from '@/test/api';
import { makeAttendee, makeRoster, makeRosterState } from '@/test/instructor';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './RosterPage';

configure({ asyncUtilTimeout: 5000 });

type Roster = Schemas['Roster'];
type RosterAttendee = Schemas['RosterAttendee'];

const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });
const path = '/instructor/sessions/12';
const rosterPath = '/api/instructor/sessions/12/roster';
const marieRow = `${rosterPath}/101`;

/**
 * A fake server holding the roster: GET reads it, PATCH records a change as the real one does
 * (the version raised), unless `patch` answers otherwise.
 */
function serve(
  options: {
    roster?: Roster;
    patch?: Handler;
    finalize?: Handler;
    user?: ReturnType<typeof makeUser>;
  } = {},
) {
  const server = { roster: options.roster ?? makeRoster() };
  const record: Handler = (init, url) => {
    const bookingId = Number(url.pathname.split('/').at(-1));
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const change = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'version'));
    let changed: RosterAttendee | undefined;
    server.roster = {
      ...server.roster,
      attendees: server.roster.attendees.map((attendee) =>
        attendee.bookingId === bookingId
          ? (changed = { ...attendee, ...change, version: attendee.version + 1 })
          : attendee,
      ),
    };
    return jsonResponse(200, { attendee: changed });
  };
  const spy = mockSession(options.user ?? julie, {
    [`GET ${rosterPath}`]: () => jsonResponse(200, server.roster),
    [`PATCH ${rosterPath}/101`]: options.patch ?? record,
    [`PATCH ${rosterPath}/102`]: record,
    'POST /api/instructor/sessions/12/finalize': options.finalize ?? errorResponse(500, 'internal'),
  });
  return { spy, server, record };
}

/** Text with the no-break spaces of French typography made ordinary. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = async (name: string) => {
  const found = await screen.findByRole('listitem', { name });
  return { element: found, ...within(found) };
};
const group = (row: Awaited<ReturnType<typeof card>>, name: string) =>
  within(row.getByRole('group', { name }));

describe('the roster page', () => {
  it('shows the session, the roster’s state and each attendee, and is kept out of search engines', async () => {
    serve();
    renderRoute(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sauveteur cardio RCR-DEA niveau C' }),
    ).toBeInTheDocument();
    const page = plain(document.body.textContent);
    expect(page).toContain('samedi 14 décembre 2030, de 9 h 00 à 16 h 00');
    expect(page).toContain('123, rue Principale, Gatineau');
    expect(page).toContain('Julie Lavoie, Marc Gagnon');
    expect(page).toContain('3 / 12 places prises');
    expect(screen.getByTestId('roster-state')).toHaveTextContent('Liste ouverte');
    expect(screen.getByRole('link', { name: 'Feuille de présence (PDF)' })).toHaveAttribute(
      'href',
      '/api/instructor/sessions/12/sign-in-sheet.pdf?lang=fr',
    );
    expect(screen.getByRole('link', { name: 'Mes séances' })).toHaveAttribute(
      'href',
      '/instructor',
    );

    const marie = await card('Marie Tremblay');
    expect(marie.getByTestId('booking-status')).toHaveTextContent('Réservation confirmée');
    expect(marie.getByText('Payé')).toBeVisible();
    expect(marie.queryByTestId('special-requests')).toBeNull();
    const luc = await card('Luc Bélanger');
    expect(luc.getByText('Garderie Les Petits Pas')).toBeVisible();
    expect(luc.getByTestId('booking-status')).toHaveTextContent('Réservation à confirmer');
    expect(luc.getByText('Paiement attendu')).toBeVisible();
    expect(luc.getByTestId('special-requests')).toHaveTextContent(
      'Besoins particuliersAllergie aux arachides',
    );
    expect(screen.getByText('2 participants')).toBeVisible();

    expect(document.title).toBe(
      'Liste de présence — Sauveteur cardio RCR-DEA niveau C | Formations Secours Outaouais',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('records a check-in at once, then a result with the version the first answer gave', async () => {
    const { spy } = serve();
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    const attendance = group(marie, 'Présence Marie Tremblay');
    const result = group(marie, 'Résultat Marie Tremblay');

    // Passing needs the person there first.
    expect(result.getByRole('button', { name: 'Réussi' })).toBeDisabled();
    expect(result.getByRole('button', { name: 'Absent au test' })).toBeEnabled();
    expect(
      marie.getByRole('group', { name: 'Résultat Marie Tremblay' }),
    ).toHaveAccessibleDescription(/demandent d’abord la présence/);

    await user.click(attendance.getByRole('button', { name: 'Présent' }));
    expect(attendance.getByRole('button', { name: 'Présent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(attendance.getByRole('button', { name: 'Absent' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(marie.element.dataset.save).toBe('saved'));
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({ attendance: 'present', version: 1 });

    await user.click(result.getByRole('button', { name: 'Réussi' }));
    expect(result.getByRole('button', { name: 'Réussi' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(marie.element.dataset.save).toBe('saved'));
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({ result: 'passed', version: 2 });

    // Absent: the pass goes with it, in the same request.
    await user.click(attendance.getByRole('button', { name: 'Absent' }));
    expect(result.getByRole('button', { name: 'Réussi' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(marie.element.dataset.save).toBe('saved'));
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({
      attendance: 'absent',
      result: null,
      version: 3,
    });
  });

  it('saves a note when the field is left', async () => {
    const { spy } = serve();
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    const note = marie.getByRole('textbox', { name: 'Note Marie Tremblay' });
    await user.type(note, 'Arrivée à 9 h 20');
    expect(marie.getByRole('button', { name: 'Enregistrer la note' })).toBeVisible();
    expect(callsTo(spy, 'PATCH', marieRow)).toBe(0);
    await user.click(marie.getByRole('button', { name: 'Présent' }));

    await waitFor(() => expect(callsTo(spy, 'PATCH', marieRow)).toBe(2));
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({ attendance: 'present', version: 2 });
    expect(note).toHaveValue('Arrivée à 9 h 20');
    expect(marie.queryByRole('button', { name: 'Enregistrer la note' })).toBeNull();
  });

  it('saves a note with its button, and keeps the focus in the field', async () => {
    const { spy } = serve();
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    const note = marie.getByRole('textbox', { name: 'Note Marie Tremblay' });
    await user.type(note, 'Très attentive');
    await user.tab();
    expect(marie.getByRole('button', { name: 'Enregistrer la note' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(note).toHaveFocus();
    await waitFor(() => expect(marie.element.dataset.save).toBe('saved'));
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({ note: 'Très attentive', version: 1 });
  });

  it('says a row is not saved yet while the network fails, and saves it when it is back', async () => {
    let online = false;
    const { spy, record } = serve({
      patch: (init, url) => {
        if (!online) throw new TypeError('Failed to fetch');
        return record(init, url);
      },
    });
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(
      group(marie, 'Présence Marie Tremblay').getByRole('button', { name: 'Présent' }),
    );

    expect(await marie.findByText('Pas encore enregistré')).toBeVisible();
    expect(marie.getByRole('button', { name: 'Présent' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Signer et finaliser la liste' })).toBeDisabled();
    expect(screen.getByText(/1 ligne n’est pas encore enregistrée\./)).toBeVisible();

    // Taps made meanwhile wait for the first one.
    await user.click(marie.getByRole('button', { name: 'Réussi' }));
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({ attendance: 'present', version: 1 });

    online = true;
    await user.click(marie.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(marie.element.dataset.save).toBe('saved'));
    expect(marie.queryByText('Pas encore enregistré')).toBeNull();
    expect(lastBodyOf(spy, 'PATCH', marieRow)).toEqual({ result: 'passed', version: 2 });
    expect(screen.getByRole('button', { name: 'Signer et finaliser la liste' })).toBeEnabled();
  });

  it('sends again when the browser is back online', async () => {
    let online = false;
    const { record } = serve({
      patch: (init, url) => {
        if (!online) return errorResponse(503, 'unavailable');
        return record(init, url);
      },
    });
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(marie.getByRole('button', { name: 'En retard' }));
    expect(await marie.findByTestId('row-unsaved')).toBeVisible();
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(marie.element.dataset.save).toBe('saved'));
    expect(marie.queryByTestId('row-unsaved')).toBeNull();
  });

  it('asks before leaving for another page while a row is not saved, and leaves once it is', async () => {
    let online = false;
    const { record } = serve({
      patch: (init, url) => {
        if (!online) throw new TypeError('Failed to fetch');
        return record(init, url);
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(marie.getByRole('button', { name: 'Présent' }));
    expect(await marie.findByText('Pas encore enregistré')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Mes séances' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Quitter la liste\s\?$/ }));
    expect(dialog.getByRole('button', { name: 'Rester sur la liste' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Rester sur la liste' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(path);

    await user.click(screen.getByRole('link', { name: 'Mes séances' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor'));
  });

  it('leaves anyway when asked to, the changes not saved lost', async () => {
    serve({
      patch: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(marie.getByRole('button', { name: 'Présent' }));
    expect(await marie.findByText('Pas encore enregistré')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Mes séances' }));
    await user.click(await screen.findByRole('button', { name: 'Quitter quand même' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor'));
  });

  it('reads the roster again when another device changed the row, and says so', async () => {
    const { spy, server } = serve({
      patch: () => {
        server.roster = {
          ...server.roster,
          attendees: server.roster.attendees.map((attendee) =>
            attendee.bookingId === 101 ? { ...attendee, attendance: 'late', version: 2 } : attendee,
          ),
        };
        return errorResponse(409, 'roster-changed');
      },
    });
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(marie.getByRole('button', { name: 'Absent' }));

    expect(
      // The no-break space before ";" reads as a space once normalized.
      await marie.findByText('Modifié sur un autre appareil ; vérifiez la ligne.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(marie.getByRole('button', { name: 'En retard' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(marie.getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(spy, 'GET', rosterPath)).toBe(2);
  });

  it('takes back a result the server refuses without the person there, and explains', async () => {
    serve({
      roster: makeRoster({ attendees: [makeAttendee({ attendance: 'present' })] }),
      patch: () => errorResponse(409, 'attendance-required'),
    });
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(marie.getByRole('button', { name: 'Réussi' }));

    expect(await marie.findByText(/le résultat n’a pas été enregistré/)).toBeVisible();
    expect(marie.getByRole('button', { name: 'Réussi' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(marie.getByRole('button', { name: 'Fermer le message' }));
    expect(marie.queryByText(/le résultat n’a pas été enregistré/)).toBeNull();
  });

  it('locks the roster signed on another device meanwhile', async () => {
    const { server } = serve({
      patch: () => {
        server.roster = {
          ...server.roster,
          roster: makeRosterState({
            status: 'finalized',
            finalizedAt: '2030-12-14T21:30:00Z',
            finalizedBy: 'Marc Gagnon',
            signature: 'Marc Gagnon',
          }),
        };
        return errorResponse(409, 'roster-finalized');
      },
    });
    const user = userEvent.setup();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    await user.click(marie.getByRole('button', { name: 'Présent' }));

    expect(await screen.findByText(/vient d’être signée sur un autre appareil/)).toBeVisible();
    await waitFor(() =>
      expect(plain(screen.getByTestId('roster-state').textContent)).toContain(
        'Signée par Marc Gagnon le samedi 14 décembre 2030, 16 h 30.',
      ),
    );
    expect(marie.queryByRole('button', { name: 'Présent' })).toBeNull();
    expect(marie.getByText('La liste a été signée entre-temps', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Signer et finaliser la liste' })).toBeNull();
  });

  it('signs the roster with the name typed, and shows the certificates issued and who got none', async () => {
    const signed = makeRosterState({
      status: 'finalized',
      finalizedAt: '2030-12-14T21:30:00Z',
      finalizedBy: 'Julie Lavoie',
      signature: 'Julie Lavoie',
    });
    const { spy, server } = serve({
      roster: makeRoster({
        attendees: [
          makeAttendee({ attendance: 'present', result: 'passed' }),
          makeAttendee({
            bookingId: 102,
            firstName: 'Luc',
            lastName: 'Bélanger',
            paymentStatus: 'awaiting-payment',
            attendance: 'present',
            result: 'passed',
          }),
          makeAttendee({
            bookingId: 103,
            firstName: 'Éric',
            lastName: 'Roy',
            attendance: 'late',
            result: 'remediation',
          }),
        ],
      }),
      finalize: () => {
        server.roster = { ...server.roster, roster: signed };
        return jsonResponse(200, {
          roster: signed,
          certificates: [{ bookingId: 101, name: 'Marie Tremblay', credentialId: 'SEC-ABCD-EFGH' }],
          leftOut: [
            { bookingId: 102, name: 'Luc Bélanger', reason: 'unpaid', result: null },
            { bookingId: 103, name: 'Éric Roy', reason: 'not-passed', result: 'remediation' },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Signer et finaliser la liste' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Signer et finaliser la liste' }),
    );
    expect(
      dialog.getByText(/Un certificat sera envoyé à chaque participant qui a réussi/),
    ).toBeVisible();
    const outlook = plain(dialog.getByTestId('finalize-outlook').textContent);
    expect(outlook).toContain('1 certificat sera émis.');
    expect(outlook).toContain('1 personne a réussi sans avoir payé');
    const name = dialog.getByRole('textbox', { name: 'Votre nom complet' });
    expect(name).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Signer la liste' }));
    expect(name).toHaveAccessibleDescription(
      'Il tient lieu de signature. Tapez votre nom complet pour signer.',
    );
    expect(callsTo(spy, 'POST', '/api/instructor/sessions/12/finalize')).toBe(0);

    await user.type(name, '  Julie Lavoie ');
    await user.click(dialog.getByRole('button', { name: 'Signer la liste' }));

    const outcome = await screen.findByRole('heading', { level: 2, name: 'Liste signée' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastBodyOf(spy, 'POST', '/api/instructor/sessions/12/finalize')).toEqual({
      signature: 'Julie Lavoie',
    });
    expect(screen.getByTestId('certificates-issued')).toHaveTextContent(
      'Marie Tremblay — SEC-ABCD-EFGH',
    );
    const leftOut = screen.getByTestId('left-out');
    expect(leftOut).toHaveTextContent('Luc Bélanger — paiement non reçu');
    expect(leftOut).toHaveTextContent('Éric Roy — n’a pas réussi (Reprise nécessaire)');

    expect(plain(screen.getByTestId('roster-state').textContent)).toContain(
      'Signée par Julie Lavoie le samedi 14 décembre 2030, 16 h 30.',
    );
    const marie = await card('Marie Tremblay');
    expect(marie.queryByRole('button', { name: 'Présent' })).toBeNull();
    expect(plain(marie.element.textContent)).toContain('PrésencePrésent');
    expect(screen.queryByRole('button', { name: 'Signer et finaliser la liste' })).toBeNull();
  });

  it('says when signing failed, and keeps the dialog open', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Signer et finaliser la liste' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Votre nom complet' }), 'Julie Lavoie');
    await user.click(dialog.getByRole('button', { name: 'Signer la liste' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('La liste n’a pas pu être signée.');
  });

  it('shows a signed roster read only, with the office’s reopenings', async () => {
    serve({
      roster: makeRoster({
        roster: makeRosterState({
          status: 'finalized',
          finalizedAt: '2030-12-16T14:00:00Z',
          finalizedBy: 'Julie Lavoie',
          signature: 'Julie Lavoie',
          reopenings: [
            { at: '2030-12-15T15:00:00Z', by: 'Nadia Côté', reason: 'Résultat de Luc à corriger' },
          ],
        }),
        attendees: [
          makeAttendee({
            attendance: 'present',
            result: 'passed',
            note: 'Très attentive',
            certificate: { credentialId: 'SEC-ABCD-EFGH' },
          }),
        ],
      }),
    });
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    const text = plain(marie.element.textContent);
    expect(text).toContain('RésultatRéussi');
    expect(text).toContain('Très attentive');
    expect(text).toContain('Certificat SEC-ABCD-EFGH');
    expect(marie.queryByRole('button')).toBeNull();
    expect(marie.queryByRole('textbox')).toBeNull();

    const reopening = screen.getByTestId('reopening');
    expect(plain(reopening.textContent)).toContain(
      'Le dimanche 15 décembre 2030, 10 h 00, par Nadia Côté',
    );
    expect(reopening).toHaveTextContent('Résultat de Luc à corriger');
    expect(screen.getByRole('heading', { name: 'Réouvertures par le bureau' })).toBeVisible();
  });

  it('opens for the office too, with the way back to its sessions', async () => {
    serve({ user: makeUser({ role: 'admin' }) });
    renderRoute(path);
    expect(await card('Marie Tremblay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Séances' })).toHaveAttribute(
      'href',
      '/admin/sessions',
    );
  });

  it('says when the session is not one of the instructor’s', async () => {
    mockSession(julie, { [`GET ${rosterPath}`]: errorResponse(404, 'not-found') });
    renderRoute(path);
    expect(
      await screen.findByText('Cette séance est introuvable, ou vous n’en êtes pas le formateur.'),
    ).toBeVisible();
  });

  it('offers to read the roster again when it could not be', async () => {
    let fail = true;
    mockSession(julie, {
      [`GET ${rosterPath}`]: () =>
        fail ? errorResponse(400, 'bad-request') : jsonResponse(200, makeRoster()),
    });
    const user = userEvent.setup();
    renderRoute(path);
    expect(await screen.findByText('Impossible de charger la liste de présence.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await card('Marie Tremblay')).toBeTruthy();
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    serve();
    renderRoute(path);
    const marie = await card('Marie Tremblay');
    expect(marie.getByRole('group', { name: 'Attendance Marie Tremblay' })).toBeVisible();
    expect(marie.getByRole('button', { name: 'No-show at test' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign-in sheet (PDF)' })).toHaveAttribute(
      'href',
      '/api/instructor/sessions/12/sign-in-sheet.pdf?lang=en',
    );
    expect(plain(document.body.textContent)).toContain(
      'Saturday, December 14, 2030, from 9:00 a.m. to 4:00 p.m.',
    );
  });
});
