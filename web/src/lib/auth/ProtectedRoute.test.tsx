import { configure, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute, renderWithAuth } from '@/test/render';
import { ProtectedRoute } from './ProtectedRoute';
import { makeUser, mockSession } from '@/test/users';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import '@/test/login-page';
import '@/test/home-page';

// Pages load lazily: the first visit of a test file may take more than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const guarded = (
  <ProtectedRoute role="student" signIn={<p>sign in here</p>} forbidden={<p>home page</p>}>
    <p>student page</p>
  </ProtectedRoute>
);

describe('ProtectedRoute', () => {
  it('shows a loading state while the session is checked', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithAuth(guarded);

    expect(screen.getByRole('status')).toHaveTextContent('Vérification de la connexion…');
    expect(screen.queryByText('student page')).not.toBeInTheDocument();
    answer(new Response(null, { status: 401 }));
    expect(await screen.findByText('sign in here')).toBeInTheDocument();
  });

  it('shows the page to a user of the role', async () => {
    mockSession(makeUser({ role: 'student' }));
    renderWithAuth(guarded);
    expect(await screen.findByText('student page')).toBeInTheDocument();
  });

  it('shows the other role the home page', async () => {
    mockSession(makeUser({ role: 'admin' }));
    renderWithAuth(guarded);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('student page')).not.toBeInTheDocument();
  });

  it('shows the page to a user of any of its roles, and the home page to the others', async () => {
    const roster = (
      <ProtectedRoute
        role={['instructor', 'admin']}
        signIn={<p>sign in here</p>}
        forbidden={<p>home page</p>}
      >
        <p>roster page</p>
      </ProtectedRoute>
    );
    for (const role of ['instructor', 'admin'] as const) {
      mockSession(makeUser({ role }));
      const { unmount } = renderWithAuth(roster);
      expect(await screen.findByText('roster page')).toBeInTheDocument();
      unmount();
    }
    mockSession(makeUser({ role: 'student' }));
    renderWithAuth(roster);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('roster page')).not.toBeInTheDocument();
  });

  it('shows a visitor the sign-in of a page of several roles', async () => {
    mockSession(null);
    renderWithAuth(
      <ProtectedRoute
        role={['instructor', 'admin']}
        signIn={<p>sign in here</p>}
        forbidden={<p>home page</p>}
      >
        <p>roster page</p>
      </ProtectedRoute>,
    );
    expect(await screen.findByText('sign in here')).toBeInTheDocument();
  });

  it('says so in English too', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithAuth(guarded);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });
});

describe('the protected routes', () => {
  it('show a visitor the login page in place of /dashboard', async () => {
    mockSession(null);
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('show a visitor the login page in place of /admin/courses, with the site header', async () => {
    mockSession(null);
    const { router } = renderRoute('/admin/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/courses');
  });

  it('show a student the home page at /admin', async () => {
    mockSession(makeUser({ role: 'student' }));
    const { router } = renderRoute('/admin');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Apprenez les gestes qui sauvent des vies',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('show a visitor the login page in place of a session’s roster', async () => {
    mockSession(null);
    const { router } = renderRoute('/instructor/sessions/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructor/sessions/12');
  });

  it('show a student the home page at /instructor and at a session’s roster', async () => {
    for (const path of ['/instructor', '/instructor/sessions/12']) {
      mockSession(makeUser({ role: 'student' }));
      const { unmount } = renderRoute(path);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Apprenez les gestes qui sauvent des vies',
        }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('show an admin the home page at /instructor', async () => {
    mockSession(makeUser({ role: 'admin' }));
    renderRoute('/instructor');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Apprenez les gestes qui sauvent des vies',
      }),
    ).toBeInTheDocument();
  });

  it('show an admin the home page at /dashboard', async () => {
    mockSession(makeUser({ role: 'admin' }));
    renderRoute('/dashboard');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Apprenez les gestes qui sauvent des vies',
      }),
    ).toBeInTheDocument();
  });
});
