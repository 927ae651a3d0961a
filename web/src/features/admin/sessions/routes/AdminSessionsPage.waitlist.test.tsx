import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  errorResponse,
  fetchedUrls,
  jsonResponse,
  mockApi,
  type Routes,
} from '@/test/api';
import { makeUser } from '@/test/users';
import { makeWaitlistEntry, offeredEntry } from '@/test/waitlist';
import { renderRoute } from '@/test/render';
import type { AdminSession } from '../api/types';
import './AdminSessionsPage';
import { asSession } from '@/test/bookings';

configure({ asyncUtilTimeout: 5000 });

const session: AdminSession = asSession({
  id: 5,
  courseId: 2,
  course: { id: 2, title: 'Sauveteur cardio RCR-DEA niveau C' },
  startsAt: '2030-12-14T09:00:00-05:00',
  endsAt: '2030-12-14T16:00:00-05:00',
  location: 'Salle A, Gatineau',
  capacity: 12,
  seatsTaken: 12,
  seatsLeft: 0,
  status: 'scheduled',
  instructors: [],
  roster: 'open',
  createdAt: '2030-11-01T14:00:00Z',
  updatedAt: '2030-11-01T14:00:00Z',
});

const marie = offeredEntry({ id: 7, seats: 2, seatsHeld: 1 });
const luc = makeWaitlistEntry({
  id: 8,
  position: 2,
  firstName: 'Luc',
  lastName: 'Gagnon',
  email: 'luc@example.com',
  phone: '',
});
const gone = makeWaitlistEntry({ id: 9, status: 'left', position: null, firstName: 'Ana' });

function serve(routes: Routes) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: makeUser({ role: 'admin' }) }),
    'GET /api/admin/courses': jsonResponse(200, { courses: [] }),
    'GET /api/admin/sessions': jsonResponse(200, { sessions: [session], nextCursor: null }),
    ...routes,
  });
}

const spaces = /[\u00a0\u202f]/g;
const rowText = (row: HTMLElement) => row.textContent?.replace(spaces, ' ') ?? '';

async function openWaitlist(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findAllByTestId('session-row'))[0] as HTMLElement;
  await user.click(
    within(row).getByRole('button', {
      name: 'Liste d’attente de la séance Sauveteur cardio RCR-DEA niveau C du 14 déc. 2030',
    }),
  );
  return screen.findByRole('dialog', { name: 'Liste d’attente' });
}

describe('a session’s waiting list, for the office', () => {
  it('lists the line in its order: rank, person, seats and status with the offer’s end', async () => {
    serve({
      'GET /api/admin/sessions/5/waitlist': jsonResponse(200, {
        entries: [marie, luc, gone],
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    expect(dialog).toHaveAccessibleDescription(
      /^Sauveteur cardio RCR-DEA niveau C, 14 déc\. 2030, de 9\s+h\s+00 à 16\s+h\s+00$/,
    );

    const rows = await within(dialog).findAllByTestId('waitlist-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(rowText(first)).toContain('Marie Tremblay');
    expect(rowText(first)).toContain('marie@example.com');
    expect(rowText(first)).toContain('Place offerte');
    expect(rowText(first)).toContain('jusqu’au 12 déc. 2030, 9 h 00');
    expect(rowText(first)).toContain('1 sur 2 encore à réserver');
    // An offer is not offered again; someone waiting is.
    expect(within(first).queryByRole('button', { name: /^Offrir une place/ })).toBeNull();
    expect(within(first).getByRole('button', { name: /^Passer au suivant/ })).toBeVisible();
    expect(rowText(second)).toContain('En attente');
    expect(
      within(second).getByRole('button', { name: 'Offrir une place à Luc Gagnon' }),
    ).toBeVisible();
    expect(rowText(third)).toContain('A quitté la liste');
    expect(rowText(third)).toContain('—');
    expect(within(third).queryByRole('button')).toBeNull();
    expect(within(dialog).getByText('3 personnes affichées')).toBeInTheDocument();
  });

  it('offers a seat and says so, or says there are not enough free seats', async () => {
    const replies = [
      jsonResponse(200, { entry: offeredEntry({ ...luc, status: 'offered' }) }),
      errorResponse(409, 'session-full'),
    ];
    const spy = serve({
      'GET /api/admin/sessions/5/waitlist': jsonResponse(200, {
        entries: [luc],
        nextCursor: null,
      }),
      'POST /api/admin/waitlist/8/offer': () => replies.shift() ?? errorResponse(500, 'x'),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    const offer = await within(dialog).findByRole('button', {
      name: 'Offrir une place à Luc Gagnon',
    });

    await user.click(offer);
    const done = await within(dialog).findByRole('status');
    expect(done.textContent?.replace(spaces, ' ')).toBe(
      'Place offerte à Luc Gagnon : un courriel lui a été envoyé.',
    );
    expect(done.parentElement).toHaveFocus();
    // The line and the sessions' seats are read again.
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/admin/sessions/5/waitlist')).toBe(2));

    await user.click(offer);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pas assez de places libres pour cette personne.',
    );
  });

  it('sends someone to the end of the line', async () => {
    const spy = serve({
      'GET /api/admin/sessions/5/waitlist': jsonResponse(200, {
        entries: [marie, luc],
        nextCursor: null,
      }),
      'POST /api/admin/waitlist/7/skip': jsonResponse(200, {
        entry: makeWaitlistEntry({ id: 7, position: 2 }),
      }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    await user.click(
      await within(dialog).findByRole('button', {
        name: /^Passer au suivant\s: envoyer Marie Tremblay à la fin de la liste$/,
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Marie Tremblay est maintenant à la fin de la liste.',
    );
    expect(callsTo(spy, 'POST', '/api/admin/waitlist/7/skip')).toBe(1);
  });

  it('removes someone once confirmed; keeping them gives the focus back', async () => {
    const spy = serve({
      'GET /api/admin/sessions/5/waitlist': jsonResponse(200, {
        entries: [luc],
        nextCursor: null,
      }),
      'DELETE /api/admin/waitlist/8': jsonResponse(200, {
        entry: { ...luc, status: 'removed', position: null },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    const remove = await within(dialog).findByRole('button', {
      name: 'Retirer Luc Gagnon de la liste d’attente',
    });

    await user.click(remove);
    const confirm = within(dialog).getByRole('group', {
      name: /^Retirer Luc Gagnon de la liste d’attente\s\?$/,
    });
    expect(confirm).toHaveTextContent('Ce choix est définitif.');
    expect(within(confirm).getByRole('button', { name: 'Garder dans la liste' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Garder dans la liste' }));
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(remove).toHaveFocus();
    expect(callsTo(spy, 'DELETE', '/api/admin/waitlist/8')).toBe(0);

    await user.click(remove);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, retirer' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Luc Gagnon ne fait plus partie de la liste d’attente.',
    );
    expect(callsTo(spy, 'DELETE', '/api/admin/waitlist/8')).toBe(1);
    expect(within(dialog).queryByRole('group')).toBeNull();
  });

  it('shows a cancelled session’s line, whose people can only be taken out', async () => {
    serve({
      'GET /api/admin/sessions': jsonResponse(200, {
        sessions: [{ ...session, status: 'cancelled' }],
        nextCursor: null,
      }),
      'GET /api/admin/sessions/5/waitlist': jsonResponse(200, {
        entries: [luc],
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    const row = (await within(dialog).findAllByTestId('waitlist-row'))[0] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Retirer']);
  });

  it('says when nobody waits', async () => {
    serve({
      'GET /api/admin/sessions/5/waitlist': jsonResponse(200, { entries: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    expect(
      await within(dialog).findByText('Personne n’attend de place pour cette séance.'),
    ).toBeInTheDocument();
  });

  it('says when the line cannot be read, and tries again', async () => {
    let fail = true;
    serve({
      'GET /api/admin/sessions/5/waitlist': () =>
        fail
          ? errorResponse(403, 'forbidden')
          : jsonResponse(200, { entries: [luc], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossible de charger la liste d’attente.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findAllByTestId('waitlist-row')).toHaveLength(1);
  });

  it('loads the next page of the line with the cursor', async () => {
    const spy = serve({
      'GET /api/admin/sessions/5/waitlist': (_init, url) =>
        jsonResponse(
          200,
          url.searchParams.get('cursor') === 'next'
            ? { entries: [luc], nextCursor: null }
            : { entries: [marie], nextCursor: 'next' },
        ),
    });
    const user = userEvent.setup();
    renderRoute('/admin/sessions');
    const dialog = await openWaitlist(user);
    expect(await within(dialog).findAllByTestId('waitlist-row')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('waitlist-row')).toHaveLength(2));
    expect(fetchedUrls(spy, '/api/admin/sessions/5/waitlist').map((url) => url.search)).toEqual([
      '',
      '?cursor=next',
    ]);
    expect(within(dialog).getByRole('link', { name: 'luc@example.com' })).toHaveFocus();
  });
});
