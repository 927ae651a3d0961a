import { configure, screen, waitFor } from '@testing-library/react';
import { callsTo, errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './VerifyEmailPage';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const page = () => screen.findByTestId('email-verification');

describe('the email verification page', () => {
  it('sends the token once and says the address is confirmed', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchSpy = mockSession(makeUser({ emailVerified: false }), {
      'POST /api/auth/verify-email': () => new Promise<Response>((done) => (resolve = done)),
    });
    renderRoute('/verify-email?token=abc123');
    expect(
      await screen.findByRole('status', { name: 'Confirmation de votre adresse…' }),
    ).toBeVisible();
    resolve(jsonResponse(200, { email: 'marie@example.com', purpose: 'verify' }));

    expect(await screen.findByText(/Votre adresse marie@example.com est confirmée/)).toBeVisible();
    expect(await page()).toContainElement(
      screen.getByRole('link', { name: 'Aller au tableau de bord' }),
    );
    expect(lastBody(fetchSpy, '/api/auth/verify-email')).toEqual({ token: 'abc123' });
    const sends = fetchSpy.mock.calls.filter(
      ([input]) => String(input) === '/api/auth/verify-email',
    );
    expect(sends).toHaveLength(1);
  });

  it('reads the account again after the proof, even if its first reading was still on the way', async () => {
    // The first GET /api/auth/me was answered by the server before the address was proven, and
    // reaches the browser after the proof: the account must not stay "unverified" in the site.
    let answerFirstReading: () => void = () => {};
    let proven = false;
    const fetchSpy = mockSession(null, {
      'GET /api/auth/me': () => {
        const user = makeUser({ emailVerified: proven });
        if (proven) return jsonResponse(200, { user });
        return new Promise<Response>((done) => {
          answerFirstReading = () => done(jsonResponse(200, { user }));
        });
      },
      'POST /api/auth/verify-email': () => {
        proven = true;
        return jsonResponse(200, { email: 'marie@example.com', purpose: 'verify' });
      },
    });
    renderRoute('/verify-email?token=abc123');
    await waitFor(() => expect(callsTo(fetchSpy, 'POST', '/api/auth/verify-email')).toBe(1));
    answerFirstReading();
    expect(await screen.findByText(/Votre adresse marie@example.com est confirmée/)).toBeVisible();

    await waitFor(() => expect(callsTo(fetchSpy, 'GET', '/api/auth/me')).toBe(2));
    expect(await screen.findByRole('link', { name: 'Aller au tableau de bord' })).toBeVisible();
  });

  it('names the new address after a change', async () => {
    mockSession(null, {
      'POST /api/auth/verify-email': jsonResponse(200, {
        email: 'new@example.com',
        purpose: 'change',
      }),
    });
    renderRoute('/verify-email?token=abc123');
    expect(
      await screen.findByText(/Votre adresse courriel est maintenant new@example.com/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is used, replaced or expired', async () => {
    mockSession(null, { 'POST /api/auth/verify-email': errorResponse(400, 'invalid-token') });
    renderRoute('/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
    );
    expect(await page()).toHaveTextContent('Connectez-vous pour demander un nouveau lien');
  });

  it('says when another account took the new address', async () => {
    mockSession(null, {
      'POST /api/auth/verify-email': errorResponse(409, 'email-already-in-use'),
    });
    renderRoute('/verify-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette adresse est déjà utilisée par un autre compte.',
    );
  });

  it('calls nothing without a token, and speaks English', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = mockSession(null);
    renderRoute('/verify-email');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Email address confirmation',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, was already used or has expired.',
    );
    expect(fetchSpy.mock.calls.some(([input]) => String(input) === '/api/auth/verify-email')).toBe(
      false,
    );
  });
});
