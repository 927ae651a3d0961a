import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, type Reply } from '@/test/api';
import { makeInstructor, makeInstructorSession, makeOffer } from '@/test/instructor';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { StaffingOffer } from '../api/types';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './OffersPage';
import './InstructorPage';

configure({ asyncUtilTimeout: 5000 });

const julie = makeUser({ id: 7, role: 'instructor', firstName: 'Julie', lastName: 'Lavoie' });

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function serve(offers: () => StaffingOffer[], routes: Record<string, Reply> = {}) {
  return mockSession(julie, {
    'GET /api/instructor/offers': () => jsonResponse(200, { offers: offers(), nextCursor: null }),
    'GET /api/instructor/sessions': jsonResponse(200, { sessions: [], nextCursor: null }),
    'GET /api/instructor/profile': jsonResponse(200, { instructor: makeInstructor() }),
    ...routes,
  });
}

const acceptName =
  'Accepter la séance Sauveteur cardio RCR-DEA niveau C du samedi 14 décembre 2030';
const declineName =
  'Refuser la séance Sauveteur cardio RCR-DEA niveau C du samedi 14 décembre 2030';

describe('the sessions offered to an instructor', () => {
  it('lists each offer with its state, course, day, place and when it was offered', async () => {
    serve(() => [
      makeOffer(),
      makeOffer({
        id: 32,
        status: 'accepted',
        answeredAt: '2030-11-21T15:30:00Z',
        session: makeInstructorSession({ id: 13, course: { id: 3, title: 'Secourisme' } }),
      }),
      makeOffer({ id: 33, status: 'declined', answeredAt: '2030-11-21T15:30:00Z' }),
      makeOffer({ id: 34, status: 'taken', answeredAt: '2030-11-22T15:30:00Z' }),
    ]);
    renderRoute('/instructor/offers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offres de séances' }),
    ).toBeInTheDocument();
    const [open, accepted, declined, taken] = (await screen.findAllByTestId(
      'instructor-offer',
    )) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(plain(open.textContent)).toBe(
      'En attente de votre réponseSauveteur cardio RCR-DEA niveau C' +
        'samedi 14 décembre 2030, de 9 h 00 à 16 h 00123, rue Principale, Gatineau' +
        'Offerte le 20 nov. 2030, 9 h 00AccepterRefuser',
    );
    expect(within(open).getByRole('button', { name: acceptName })).toBeEnabled();
    expect(within(open).getByRole('button', { name: declineName })).toBeEnabled();
    expect(accepted).toHaveTextContent('Acceptée');
    expect(plain(accepted.textContent)).toContain('Réponse le 21 nov. 2030, 10 h 30');
    expect(declined).toHaveTextContent('Refusée');
    expect(taken).toHaveTextContent('Prise par un autre formateur');
    for (const answered of [accepted, declined, taken]) {
      expect(within(answered).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(screen.getByText('4 offres affichées')).toBeVisible();
  });

  it('accepts an offer: the first to accept teaches it', async () => {
    const user = userEvent.setup();
    let status: StaffingOffer['status'] = 'offered';
    const spy = serve(() => [makeOffer({ status })], {
      'POST /api/instructor/offers/31/accept': () => {
        status = 'accepted';
        return jsonResponse(200, { offer: makeOffer({ status }) });
      },
    });
    renderRoute('/instructor/offers');
    await user.click(await screen.findByRole('button', { name: acceptName }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Séance acceptée : elle figure maintenant dans vos séances.',
      { normalizeWhitespace: true },
    );
    await waitFor(() =>
      expect(screen.getByTestId('instructor-offer')).toHaveTextContent('Acceptée'),
    );
    expect(callsTo(spy, 'POST', '/api/instructor/offers/31/accept')).toBe(1);
    expect(screen.getByRole('status').parentElement).toHaveFocus();
  });

  it.each([
    ['offer-taken', 'Un autre formateur a accepté avant vous.'],
    ['offer-closed', 'Cette offre n’est plus ouverte.'],
    ['instructor-busy', 'Vous donnez déjà une séance à ce moment.'],
  ])(
    'says why an acceptance is refused (409 %s), and reads the offers again',
    async (code, text) => {
      const user = userEvent.setup();
      const spy = serve(() => [makeOffer()], {
        'POST /api/instructor/offers/31/accept': errorResponse(409, code),
      });
      renderRoute('/instructor/offers');
      await user.click(await screen.findByRole('button', { name: acceptName }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      await waitFor(() => expect(callsTo(spy, 'GET', '/api/instructor/offers')).toBe(2));
    },
  );

  it('declines an offer once confirmed; keeping it sends nothing', async () => {
    const user = userEvent.setup();
    let status: StaffingOffer['status'] = 'offered';
    const spy = serve(() => [makeOffer({ status })], {
      'POST /api/instructor/offers/31/decline': () => {
        status = 'declined';
        return jsonResponse(200, { offer: makeOffer({ status }) });
      },
    });
    renderRoute('/instructor/offers');
    await user.click(await screen.findByRole('button', { name: declineName }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Refuser cette séance/ }));
    expect(dialog.getByText(/sera offerte à d’autres formateurs/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Garder l’offre' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(spy, 'POST', '/api/instructor/offers/31/decline')).toBe(0);

    await user.click(screen.getByRole('button', { name: declineName }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuser la séance' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Offre refusée. Merci de votre réponse.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('instructor-offer')).toHaveTextContent('Refusée'),
    );
    expect(callsTo(spy, 'POST', '/api/instructor/offers/31/decline')).toBe(1);
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveFocus());
  });

  it('says when there is no offer yet, and is reached from the instructor’s space', async () => {
    const user = userEvent.setup();
    serve(() => []);
    renderRoute('/instructor');
    await user.click(await screen.findByRole('link', { name: 'Offres de séances' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Offres de séances' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText('Aucune offre pour l’instant')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Offres de séances' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve(() => [makeOffer({ status: 'taken', answeredAt: '2030-11-22T15:30:00Z' })]);
    renderRoute('/instructor/offers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session offers' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('instructor-offer')).toHaveTextContent(
      'Taken by another instructor',
    );
  });
});
