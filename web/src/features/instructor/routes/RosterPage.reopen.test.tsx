import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@/lib/api/types';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Handler } from '@/test/api';
import { makeAttendee, makeRoster, makeRosterState } from '@/test/instructor';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import './RosterPage';

configure({ asyncUtilTimeout: 5000 });

type Roster = Schemas['Roster'];

const office = makeUser({ id: 1, role: 'admin', firstName: 'Nadia', lastName: 'Côté' });
const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });
const path = '/instructor/sessions/12';
const rosterPath = '/api/instructor/sessions/12/roster';
const reopenPath = '/api/admin/sessions/12/roster/reopen';

const signed = makeRoster({
  roster: makeRosterState({
    status: 'finalized',
    finalizedAt: '2030-12-14T21:00:00Z',
    finalizedBy: 'Julie Lavoie',
    signature: 'Julie Lavoie',
  }),
  attendees: [makeAttendee({ attendance: 'present', result: 'passed' })],
});
const reopenedState = makeRosterState({
  reopenings: [{ at: '2030-12-15T15:00:00Z', by: 'Nadia Côté', reason: 'Présence oubliée' }],
});

/** A fake server holding the roster: GET reads it, the reopening (`reopen`) may change it. */
function serve(
  user: ReturnType<typeof makeUser>,
  reopen?: (server: { roster: Roster }) => Response,
) {
  const server = { roster: signed };
  const reopenRoute: Handler = () => (reopen ? reopen(server) : errorResponse(403, 'forbidden'));
  const spy = mockSession(user, {
    [`GET ${rosterPath}`]: () => jsonResponse(200, server.roster),
    [`POST ${reopenPath}`]: reopenRoute,
  });
  return { spy, server };
}

const reopenAnswer = (server: { roster: Roster }) => {
  server.roster = { ...server.roster, roster: reopenedState };
  return jsonResponse(200, { roster: reopenedState });
};

describe('the office reopens a signed roster from its page', () => {
  it('asks why, reopens it, and shows it open for corrections', async () => {
    const user = userEvent.setup();
    const { spy } = serve(office, reopenAnswer);
    renderRoute(path);
    const section = within(await screen.findByRole('region', { name: 'Corriger la liste signée' }));
    await user.click(section.getByRole('button', { name: 'Rouvrir la liste' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Rouvrir la liste de présence\u00a0?' }),
    );
    expect(
      dialog.getByText(/^La liste de la séance Sauveteur cardio RCR-DEA niveau C du /),
    ).toBeVisible();
    expect(dialog.getByText('Les certificats déjà délivrés restent valides.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    expect(await dialog.findByText('Indiquez le motif de la réouverture.')).toBeVisible();
    expect(callsTo(spy, 'POST', reopenPath)).toBe(0);

    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Présence oubliée');
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));

    expect(
      await screen.findByText(
        'La liste est rouverte : elle peut être corrigée, puis signée de nouveau.',
      ),
    ).toBeVisible();
    expect(lastBodyOf(spy, 'POST', reopenPath)).toEqual({ reason: 'Présence oubliée' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('roster-state')).toHaveTextContent('Liste ouverte');
    expect(screen.queryByRole('region', { name: 'Corriger la liste signée' })).toBeNull();
    // The attendees can be corrected again, and take the focus.
    const marie = within(screen.getByRole('listitem', { name: 'Marie Tremblay' }));
    expect(marie.getByRole('textbox')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Participants' })).toHaveFocus(),
    );
    // Read again: the reopening is in its history.
    expect(await screen.findByTestId('reopening')).toHaveTextContent('Présence oubliée');
  });

  it('says when it was open already, and shows it so', async () => {
    const user = userEvent.setup();
    serve(office, (server) => {
      server.roster = { ...server.roster, roster: reopenedState };
      return errorResponse(409, 'roster-not-finalized');
    });
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Rouvrir la liste' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Erreur');
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette liste n’était plus signée : elle est déjà ouverte.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('roster-state')).toHaveTextContent('Liste ouverte'),
    );
  });

  it('keeps the dialog and its reason when the reopening fails', async () => {
    const user = userEvent.setup();
    serve(office, () => errorResponse(500, 'internal'));
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Rouvrir la liste' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Erreur');
    await user.click(dialog.getByRole('button', { name: 'Rouvrir la liste' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Impossible de rouvrir la liste. Réessayez.',
    );
    expect(dialog.getByRole('textbox', { name: /Motif/ })).toHaveValue('Erreur');
    expect(screen.getByTestId('roster-state')).toHaveTextContent('Liste signée');
  });

  it('is not offered to the instructor, nor on an open roster', async () => {
    serve(julie);
    const { unmount } = renderRoute(path);
    await screen.findByRole('listitem', { name: 'Marie Tremblay' });
    expect(screen.getByTestId('roster-state')).toHaveTextContent('Liste signée');
    expect(screen.queryByRole('button', { name: 'Rouvrir la liste' })).toBeNull();
    unmount();

    mockSession(office, {
      [`GET ${rosterPath}`]: () => jsonResponse(200, makeRoster()),
    });
    renderRoute(path);
    await screen.findByRole('listitem', { name: 'Marie Tremblay' });
    expect(screen.queryByRole('button', { name: 'Rouvrir la liste' })).toBeNull();
  });

  it('is in English too', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    serve(office, reopenAnswer);
    renderRoute(path);
    const section = within(
      await screen.findByRole('region', { name: 'Correct the signed roster' }),
    );
    await user.click(section.getByRole('button', { name: 'Reopen the roster' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reopen the roster?' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Missed attendance');
    await user.click(dialog.getByRole('button', { name: 'Reopen the roster' }));
    expect(
      await screen.findByText('The roster is open again: it can be corrected, then signed again.'),
    ).toBeVisible();
  });
});
