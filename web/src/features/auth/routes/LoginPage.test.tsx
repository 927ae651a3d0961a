import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './LoginPage';

// Pages load lazily: the first visit of a test file may take more than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

async function fillAndSubmit(email = 'marie@example.com', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Courriel'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('the login page', () => {
  it('has the fields, the links and a password that can be shown', async () => {
    mockSession(null);
    const user = userEvent.setup();
    renderRoute('/login');
    const password = await screen.findByLabelText('Mot de passe');
    expect(screen.getByLabelText('Courriel')).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(
      screen.getByRole('checkbox', { name: 'Rester connecté sur cet appareil' }),
    ).not.toBeChecked();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/signup',
    );

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires the email and password, focuses the first, and clears a message on edit', async () => {
    const fetchSpy = mockSession(null);
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    const email = screen.getByLabelText('Courriel');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Le courriel est obligatoire');
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());

    await user.type(email, 'm');
    expect(screen.queryByText('Le courriel est obligatoire')).not.toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
  });

  it('says "Invalid email or password" in French, then in English', async () => {
    mockSession(null, { 'POST /api/auth/login': errorResponse(401, 'invalid-credentials') });
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Courriel ou mot de passe invalide');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('says how many minutes to wait when rate limited', async () => {
    mockSession(null, {
      'POST /api/auth/login': errorResponse(429, 'rate-limited', undefined, {
        'Retry-After': '840',
      }),
    });
    renderRoute('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de tentatives. Veuillez réessayer dans 14\u00a0minutes.',
    );
  });

  it('shows the generic message when the server cannot be reached', async () => {
    mockSession(null, {
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer.',
    );
  });

  it('reads "Connexion…" while signing in, then takes an admin to /admin', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = mockSession(null, {
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderRoute('/login');
    const user = await fillAndSubmit(' alex@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'Rester connecté sur cet appareil' }));

    expect(screen.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
    answer(jsonResponse(200, { user: makeUser({ role: 'admin', firstName: 'Alex' }) }));

    expect(
      await screen.findByRole('navigation', { name: 'Menu d’administration' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(lastBody(fetchSpy, '/api/auth/login')).toEqual({
      email: 'alex@example.com',
      password: 'secret1',
      rememberMe: false,
    });
  });

  it('takes a student to /dashboard', async () => {
    mockSession(null, { 'POST /api/auth/login': jsonResponse(200, { user: makeUser() }) });
    const { router } = renderRoute('/login');
    await fillAndSubmit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('takes an instructor to their class days (issue 41)', async () => {
    mockSession(null, {
      'POST /api/auth/login': jsonResponse(200, { user: makeUser({ role: 'instructor' }) }),
      'GET /api/instructor/sessions': jsonResponse(200, { sessions: [], nextCursor: null }),
      'GET /api/instructor/profile': jsonResponse(404, {}),
    });
    const { router } = renderRoute('/login');
    await fillAndSubmit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/instructor'));
  });

  it('shown in place of /dashboard, stays there once the student is signed in', async () => {
    mockSession(null, { 'POST /api/auth/login': jsonResponse(200, { user: makeUser() }) });
    const { router } = renderRoute('/dashboard');
    await fillAndSubmit();
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(
      screen.queryByRole('heading', { name: 'Apprenez les gestes qui sauvent des vies' }),
    ).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    mockSession(makeUser());
    const { router } = renderRoute('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
