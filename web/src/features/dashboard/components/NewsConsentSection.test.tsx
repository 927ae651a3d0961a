import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Reply } from '@/test/api';
import { makeDashboard } from '@/test/dashboard';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Consent, MyConsents } from '../api/types';
import '../routes/DashboardPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

const student = makeUser();
const label =
  'Je souhaite recevoir les nouvelles et les rappels de renouvellement de mes attestations de Formations Secours Outaouais. Je peux me désabonner en tout temps.';

function makeConsent(overrides: Partial<Consent> = {}): Consent {
  return {
    id: 3,
    email: student.email,
    kind: 'news',
    wordingVersion: '2026-11-26',
    source: 'booking',
    givenAt: '2026-12-05T15:00:00Z',
    withdrawnAt: null,
    withdrawnVia: null,
    ...overrides,
  };
}

const terms = makeConsent({ id: 1, kind: 'terms', givenAt: '2026-11-30T15:00:00Z' });
const subscribed: MyConsents = { news: true, history: [makeConsent(), terms] };
const unsubscribed: MyConsents = {
  news: false,
  history: [
    makeConsent({ withdrawnAt: '2027-01-10T15:00:00Z', withdrawnVia: 'unsubscribe' }),
    terms,
  ],
};

function serve(consents: Reply, update?: Reply) {
  return mockSession(student, {
    'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    'GET /api/me/bookings': jsonResponse(200, { bookings: [] }),
    'GET /api/me/consents': consents,
    ...(update ? { 'PUT /api/me/consents/news': update } : {}),
  });
}

async function section(name = 'Courriels de nouvelles et de rappels') {
  return within(await screen.findByRole('region', { name }));
}

describe('news and renewal reminders on the dashboard', () => {
  it('shows the choice from the click itself, never the old state while it is saved', async () => {
    // The server takes its time: the box must not flicker back meanwhile (CI, 2026-11-29).
    serve(jsonResponse(200, unsubscribed), () => new Promise<Response>(() => {}));
    renderRoute('/dashboard');
    const box = await (await section()).findByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
  });

  it('says they are mailed since the consent was given, and withdraws it at once', async () => {
    let state = subscribed;
    const spy = serve(
      () => jsonResponse(200, state),
      () => {
        state = unsubscribed;
        return jsonResponse(200, { news: false });
      },
    );
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const mine = await section();

    expect(mine.getByText(/reçus, confirmations de cours/)).toBeVisible();
    expect(
      await mine.findByText('Vous recevez ces courriels depuis le 5 déc. 2026.'),
    ).toBeVisible();
    const box = mine.getByRole('checkbox', { name: label });
    expect(box).toBeChecked();

    await user.click(box);
    expect(await mine.findByRole('status')).toHaveTextContent(
      'C’est noté : vous ne recevrez plus nos nouvelles ni nos rappels.',
    );
    expect(lastBodyOf(spy, 'PUT', '/api/me/consents/news')).toEqual({ given: false });
    expect(mine.getByRole('checkbox', { name: label })).not.toBeChecked();
    expect(mine.getByText('Vous ne recevez pas ces courriels.')).toBeVisible();
    expect(box).toHaveFocus();
  });

  it('gives the consent when the unticked box is ticked, and shows it under way', async () => {
    let state = unsubscribed;
    let answer: (response: Response) => void = () => {};
    const spy = serve(
      () => jsonResponse(200, state),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const mine = await section();
    const box = await mine.findByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    expect(mine.getByText('Vous ne recevez pas ces courriels.')).toBeVisible();

    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Enregistrement de votre choix…');
    // A second click while saving sends nothing more.
    await user.click(box);
    expect(callsTo(spy, 'PUT', '/api/me/consents/news')).toBe(1);
    expect(lastBodyOf(spy, 'PUT', '/api/me/consents/news')).toEqual({ given: true });

    state = {
      news: true,
      history: [makeConsent({ id: 4, source: 'dashboard' }), ...state.history],
    };
    await act(async () => answer(jsonResponse(200, { news: true })));
    expect(await mine.findByRole('status')).toHaveTextContent(
      'C’est noté : vous recevrez nos nouvelles et nos rappels.',
    );
    expect(box).toBeChecked();
    expect(box).not.toHaveAccessibleDescription();
    expect(
      await mine.findByText('Vous recevez ces courriels depuis le 5 déc. 2026.'),
    ).toBeVisible();
  });

  it('says when the choice could not be saved and shows the box as it was', async () => {
    serve(jsonResponse(200, subscribed), errorResponse(400, 'validation'));
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const mine = await section();
    const box = await mine.findByRole('checkbox', { name: label });
    await user.click(box);

    expect(await mine.findByRole('alert')).toHaveTextContent(
      'Votre choix n’a pas été enregistré. Veuillez réessayer.',
    );
    expect(box).toBeChecked();
  });

  it('says while it loads, then when the consents cannot be read, and reads them again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    serve(() => (failing ? errorResponse(500, 'internal') : jsonResponse(200, subscribed)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/dashboard');
    const mine = await section();

    expect(
      mine.getByRole('status', { name: 'Chargement de vos préférences de courriel…' }),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await mine.findByRole('alert')).toHaveTextContent(
      'Impossible de charger vos préférences de courriel.',
    );
    failing = false;
    await user.click(mine.getByRole('button', { name: 'Réessayer' }));
    expect(await mine.findByRole('checkbox', { name: label })).toBeChecked();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve(jsonResponse(200, subscribed));
    renderRoute('/dashboard');
    const mine = await section('News and reminder emails');

    expect(
      await mine.findByText('You have been receiving these emails since Dec 5, 2026.'),
    ).toBeVisible();
    expect(
      mine.getByRole('checkbox', {
        name: 'I would like to receive news and renewal reminders for my certificates from Formations Secours Outaouais. I can unsubscribe at any time.',
      }),
    ).toBeChecked();
  });
});
