import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { callsTo, errorResponse, fetchedUrls, jsonResponse, mockApi, type Reply } from '@/test/api';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { makeWaitlistEntry, offeredEntry } from '@/test/waitlist';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './WaitlistPage';

configure({ asyncUtilTimeout: 5000 });

function serve(entry: Reply, leave: Reply = errorResponse(500, 'internal')) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: null }),
    'GET /api/waitlist/7': entry,
    'POST /api/waitlist/7/leave': leave,
  });
}

const spaces = /[\u00a0\u202f]/g;
const page = () => screen.findByTestId('waitlist-page');
const pageText = async () => (await page()).textContent?.replace(spaces, ' ') ?? '';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const path = `${paths.waitlist(7)}?token=tok-123`;

describe('the waiting list page', () => {
  it('shows the rank and the session, in Quebec time, and is kept out of search engines', async () => {
    const spy = serve(jsonResponse(200, { entry: makeWaitlistEntry({ seats: 2 }) }));
    renderRoute(path);

    expect(await heading('Vous êtes en liste d’attente')).toBeVisible();
    expect((await page()).dataset.status).toBe('waiting');
    expect(screen.getByTestId('waitlist-rank')).toHaveTextContent('Vous êtes au rang 3.');
    const text = await pageText();
    expect(text).toContain('Sauveteur cardio RCR-DEA niveau C');
    expect(text).toContain('samedi 14 décembre 2030, de 9 h 00 à 16 h 00');
    expect(text).toContain('123, rue Principale, Gatineau');
    expect(text).toMatch(/Places demandées\s*2/);
    expect(fetchedUrls(spy, '/api/waitlist/7')[0]?.search).toBe('?token=tok-123');
    expect(document.title).toBe('Liste d’attente | Formations Secours Outaouais');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('leaves the line once confirmed, and says it is done', async () => {
    let answer: (response: Response) => void = () => {};
    const spy = serve(
      jsonResponse(200, { entry: makeWaitlistEntry() }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Quitter la liste d’attente' }));

    const dialog = await screen.findByRole('dialog', { name: /^Quitter la liste d’attente\s\?$/ });
    expect(dialog).toHaveTextContent('Vous perdrez votre rang');
    // The safe choice first; Escape keeps the place.
    expect(within(dialog).getByRole('button', { name: 'Rester sur la liste' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/waitlist/7/leave')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Quitter la liste d’attente' }));
    await user.click(await screen.findByRole('button', { name: 'Oui, quitter la liste' }));
    expect(await screen.findByRole('button', { name: 'Envoi…' })).toBeDisabled();
    await act(async () =>
      answer(jsonResponse(200, { entry: makeWaitlistEntry({ status: 'left', position: null }) })),
    );

    expect(await heading('Vous avez quitté la liste d’attente')).toHaveFocus();
    expect(await pageText()).toContain('Vous ne recevrez plus de courriel à son sujet.');
    expect(
      screen.getByRole('link', { name: 'Voir les séances de cette formation' }),
    ).toHaveAttribute('href', '/booking/2');
    expect(fetchedUrls(spy, '/api/waitlist/7/leave')[0]?.search).toBe('?token=tok-123');
  });

  it('offers the seat held until its time: a link to book it with the offer, or decline it', async () => {
    serve(
      jsonResponse(200, { entry: offeredEntry() }),
      jsonResponse(200, {
        entry: offeredEntry({ status: 'declined', position: null, seatsHeld: 0 }),
      }),
    );
    const user = userEvent.setup();
    renderRoute(path);

    expect(await heading('Une place vous attend')).toBeVisible();
    expect(screen.getByTestId('waitlist-offer').textContent?.replace(spaces, ' ')).toBe(
      'Une place vous est réservée jusqu’au jeudi 12 décembre 2030, 9 h 00.',
    );
    const book = screen.getByRole('link', { name: 'Réserver ma place' });
    const href = new URL(book.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/booking/2');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      session: '12',
      waitlist: '7',
      token: 'tok-123',
    });

    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refuser la place offerte\s\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, refuser' }));
    expect(await heading('Place refusée')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Réserver ma place' })).not.toBeInTheDocument();
  });

  it('asks to book each person in turn while seats of a larger offer are left', async () => {
    serve(jsonResponse(200, { entry: offeredEntry({ seats: 3, seatsHeld: 2 }) }));
    renderRoute(path);
    expect(await heading('Une place vous attend')).toBeVisible();
    expect(screen.getByTestId('waitlist-offer').textContent?.replace(spaces, ' ')).toBe(
      '2 places vous sont réservées jusqu’au jeudi 12 décembre 2030, 9 h 00.',
    );
    expect(await pageText()).toContain('Réservez pour chaque personne, l’une après l’autre');
  });

  it.each([
    ['booked', 'Vos places sont réservées', 'Chaque réservation vous a été confirmée'],
    ['expired', 'Offre expirée', 'Le délai pour réserver la place offerte est passé'],
    ['removed', 'Vous n’êtes plus sur la liste d’attente', 'Le bureau vous a retiré'],
    ['declined', 'Place refusée', 'Vous avez refusé la place offerte'],
  ] as const)(
    'says what became of a place %s, with the course’s sessions',
    async (status, title, text) => {
      serve(jsonResponse(200, { entry: makeWaitlistEntry({ status, position: null }) }));
      renderRoute(path);
      expect(await heading(title)).toBeVisible();
      expect(await pageText()).toContain(text);
      expect(
        screen.getByRole('link', { name: 'Voir les séances de cette formation' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: /Quitter|Refuser/ })).not.toBeInTheDocument();
    },
  );

  it('shows an offer whose seats are all booked as booked', async () => {
    serve(jsonResponse(200, { entry: offeredEntry({ seatsHeld: 0 }) }));
    renderRoute(path);
    expect(await heading('Vos places sont réservées')).toBeVisible();
  });

  it('says when the place changed meanwhile, and shows it as it is now', async () => {
    let entry = makeWaitlistEntry();
    serve(
      () => jsonResponse(200, { entry }),
      () => {
        entry = offeredEntry();
        return errorResponse(409, 'invalid-transition');
      },
    );
    const user = userEvent.setup();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Quitter la liste d’attente' }));
    await user.click(await screen.findByRole('button', { name: 'Oui, quitter la liste' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre place a changé entre-temps : voici sa situation à jour.',
    );
    expect(await heading('Une place vous attend')).toHaveFocus();
  });

  it('explains an unknown or incomplete link', async () => {
    const spy = serve(errorResponse(404, 'not-found'));
    renderRoute(path);
    expect(await heading('Lien invalide ou expiré')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(callsTo(spy, 'GET', '/api/waitlist/7')).toBe(1);
  });

  it('asks nothing without a token', async () => {
    const spy = serve(jsonResponse(200, { entry: makeWaitlistEntry() }));
    renderRoute(paths.waitlist(7));
    expect(await heading('Lien invalide ou expiré')).toBeVisible();
    expect(callsTo(spy, 'GET', '/api/waitlist/7')).toBe(0);
  });

  it('says when the place cannot be read, and tries again', async () => {
    let reachable = false;
    serve(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { entry: makeWaitlistEntry() });
    });
    const user = userEvent.setup();
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’afficher votre place pour le moment.',
    );
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await heading('Vous êtes en liste d’attente')).toHaveFocus();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve(jsonResponse(200, { entry: offeredEntry() }));
    renderRoute(path);
    expect(await heading('A seat is waiting for you')).toBeVisible();
    expect(screen.getByTestId('waitlist-offer').textContent?.replace(spaces, ' ')).toBe(
      'Until Thursday, December 12, 2030, 9:00 a.m., a seat is held for you.',
    );
    expect(await pageText()).toContain('Cardio Rescuer CPR-AED Level C');
    expect(await pageText()).toContain('Saturday, December 14, 2030, from 9:00 a.m. to 4:00 p.m.');
    expect(screen.getByRole('link', { name: 'Book my seat' })).toBeVisible();
  });
});
