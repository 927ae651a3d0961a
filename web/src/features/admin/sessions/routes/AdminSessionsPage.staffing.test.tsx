import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import {
  callsTo,
  errorResponse,
  jsonResponse,
  lastBodyOf,
  mockApi,
  type Reply,
  type Routes,
} from '@/test/api';
import { makeAdminSession } from '@/test/bookings';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { InstructorCandidate } from '../api/types';
import './AdminSessionsPage';

configure({ asyncUtilTimeout: 5000 });

function candidate(overrides: Partial<InstructorCandidate>): InstructorCandidate {
  return {
    id: 21,
    name: 'Isabelle Côté',
    languages: ['fr', 'en'],
    free: true,
    unavailableReason: null,
    qualified: true,
    speaksLanguage: true,
    staffed: false,
    offer: null,
    ...overrides,
  };
}

const isabelle = candidate({ staffed: true });
const marc = candidate({ id: 22, name: 'Marc Gagnon', languages: ['fr'], offer: 'offered' });
const luc = candidate({
  id: 23,
  name: 'Luc Roy',
  languages: ['en'],
  free: false,
  unavailableReason: 'outside-hours',
  qualified: false,
  speaksLanguage: false,
  offer: 'declined',
});
const ana = candidate({
  id: 24,
  name: 'Ana Roy',
  languages: ['fr'],
  free: false,
  unavailableReason: 'time-off',
});

function serve(
  routes: Routes = {},
  candidates: Reply = () => jsonResponse(200, { candidates: [isabelle, marc, luc, ana] }),
) {
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: makeUser({ role: 'admin' }) }),
    'GET /api/admin/sessions': () =>
      jsonResponse(200, { sessions: [makeAdminSession({ language: 'fr' })], nextCursor: null }),
    'GET /api/admin/sessions/5/instructor-candidates': candidates,
    ...routes,
  });
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const openName = /^Offrir la séance Sauveteur cardio RCR-DEA niveau C du 7 déc\. 2030/;

async function openStaffing() {
  const user = userEvent.setup();
  renderRoute('/admin/sessions');
  await user.click(await screen.findByRole('button', { name: openName }));
  const dialog = await screen.findByRole('dialog', { name: 'Offrir la séance' });
  await within(dialog).findAllByTestId('candidate');
  return { user, dialog: within(dialog), element: dialog };
}

const box = (dialog: ReturnType<typeof within>, name: RegExp) =>
  dialog.getByRole('checkbox', { name });

describe('offering a session to instructors', () => {
  it('lists the candidates with what the office weighs; one who teaches it or holds an open offer cannot be checked', async () => {
    serve();
    const { dialog, element } = await openStaffing();
    expect(plain(dialog.getByText(/^Sauveteur cardio/).textContent)).toBe(
      'Sauveteur cardio RCR-DEA niveau C, 7 déc. 2030, de 9 h 00 à 16 h 00, séance en français',
    );
    expect(element).toHaveAccessibleDescription(/séance en français$/);
    const [first, second, third, fourth] = dialog.getAllByTestId('candidate') as HTMLElement[];
    expect(within(first!).getByTestId('candidate-free')).toHaveTextContent('Libre');
    expect(within(first!).getByTestId('candidate-staffed')).toHaveTextContent(
      'Donne déjà cette séance',
    );
    expect(within(second!).getByTestId('candidate-offer')).toHaveTextContent('Offre envoyée');
    const lucBadges = within(third!);
    expect(third).toHaveTextContent('anglais');
    expect(lucBadges.getByTestId('candidate-free')).toHaveTextContent('Hors de ses heures');
    expect(lucBadges.getByTestId('candidate-qualified')).toHaveTextContent(
      'Sans qualification valide',
    );
    expect(lucBadges.getByTestId('candidate-language')).toHaveTextContent(
      'N’enseigne pas en français',
    );
    expect(lucBadges.getByTestId('candidate-offer')).toHaveTextContent('Offre refusée');
    expect(within(fourth!).getByTestId('candidate-free')).toHaveTextContent('En congé');
    expect(within(fourth!).getByTestId('candidate-language')).toHaveTextContent(
      'Enseigne en français',
    );

    // Already teaching it, or holding an open offer: not offered again.
    expect(box(dialog, /^Isabelle Côté/)).toBeDisabled();
    expect(box(dialog, /^Marc Gagnon/)).toBeDisabled();
    expect(box(dialog, /^Luc Roy/)).toBeEnabled();
    expect(box(dialog, /^Ana Roy/)).toBeEnabled();
  });

  it('wants one instructor checked at least, then offers the session and reads the list again', async () => {
    let candidates = [isabelle, marc, luc, ana];
    const spy = serve(
      {
        'POST /api/admin/sessions/5/offers': () => {
          candidates = [isabelle, marc, { ...luc, offer: 'offered' }, { ...ana, offer: 'offered' }];
          return jsonResponse(201, { offers: [] });
        },
      },
      () => jsonResponse(200, { candidates }),
    );
    const { user, dialog } = await openStaffing();
    await user.click(dialog.getByRole('button', { name: 'Offrir la séance' }));
    expect(await dialog.findByText('Cochez au moins un formateur.')).toBeVisible();
    expect(box(dialog, /^Luc Roy/)).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/admin/sessions/5/offers')).toBe(0);

    await user.click(box(dialog, /^Luc Roy/));
    await user.click(box(dialog, /^Ana Roy/));
    await user.click(dialog.getByRole('button', { name: 'Offrir la séance' }));
    expect(plain((await dialog.findByRole('status')).textContent)).toBe(
      'Séance offerte à 2 formateurs : un courriel leur a été envoyé.',
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/sessions/5/offers')).toEqual({
      instructorIds: [23, 24],
    });
    await waitFor(() => expect(box(dialog, /^Ana Roy/)).toBeDisabled());
    expect(box(dialog, /^Luc Roy/)).not.toBeChecked();
    expect(callsTo(spy, 'GET', '/api/admin/sessions/5/instructor-candidates')).toBe(2);
  });

  it('says why the server refused the offer', async () => {
    let refusal = errorResponse(409, 'session-cancelled');
    serve({ 'POST /api/admin/sessions/5/offers': () => refusal });
    const { user, dialog } = await openStaffing();
    await user.click(box(dialog, /^Ana Roy/));
    await user.click(dialog.getByRole('button', { name: 'Offrir la séance' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Cette séance a été annulée entre-temps.',
    );

    refusal = errorResponse(409, 'session-staffed');
    await user.click(dialog.getByRole('button', { name: 'Offrir la séance' }));
    expect(await dialog.findByText(/^Cette séance ne peut plus être offerte/)).toBeVisible();

    refusal = errorResponse(400, 'validation', { instructorIds: 'unknown-instructor' });
    await user.click(dialog.getByRole('button', { name: 'Offrir la séance' }));
    expect(
      await dialog.findByText(/^Un des formateurs cochés ne peut plus recevoir d’offre/),
    ).toBeVisible();
    expect(box(dialog, /^Ana Roy/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is opened from the calendar too, in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    serve();
    renderRoute('/admin/sessions?view=calendar&month=2030-12');
    await user.click(
      await screen.findByRole('button', {
        name: 'Offer the Sauveteur cardio RCR-DEA niveau C session of Dec 7, 2030 to instructors',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer the session' }));
    expect(await dialog.findByRole('checkbox', { name: /^Luc Roy/ })).toBeEnabled();
    expect(dialog.getAllByTestId('candidate-language')[2]).toHaveTextContent(
      'Does not teach in French',
    );
  });
});
