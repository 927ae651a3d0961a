import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from './auth-context';
import { errorResponse, jsonResponse } from '@/test/api';
import { renderWithAuth } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';

function Probe() {
  const { user, isLoading, login, logout } = useAuth();
  return (
    <div>
      <p>{isLoading ? 'loading' : user ? `user:${user.firstName}:${user.role}` : 'anonymous'}</p>
      <button
        type="button"
        onClick={() => void login({ email: 'a@b.ca', password: 'secret1', rememberMe: true })}
      >
        login
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </div>
  );
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('is loading first, then holds the user of GET /api/auth/me', async () => {
    mockSession(makeUser({ firstName: 'Marie' }));
    renderWithAuth(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('user:Marie:student')).toBeInTheDocument();
  });

  it('is anonymous when the server answers 401', async () => {
    mockSession(null);
    renderWithAuth(<Probe />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
  });

  it('login stores the signed-in user, logout forgets it and goes home', async () => {
    const fetchSpy = mockSession(null, {
      'POST /api/auth/login': jsonResponse(200, {
        user: makeUser({ firstName: 'Alex', role: 'admin' }),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderWithAuth(<Probe />, '/somewhere');
    await screen.findByText('anonymous');

    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('user:Alex:admin')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.ca', password: 'secret1', rememberMe: true }),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a failed login leaves the visitor anonymous and rejects with the server code', async () => {
    mockSession(null, { 'POST /api/auth/login': errorResponse(401, 'invalid-credentials') });
    let rejection: unknown;
    function Login() {
      const { login, user } = useAuth();
      return (
        <button
          type="button"
          onClick={() =>
            login({ email: 'a@b.ca', password: 'bad', rememberMe: false }).catch((e: unknown) => {
              rejection = e;
            })
          }
        >
          {user ? 'signed in' : 'go'}
        </button>
      );
    }
    renderWithAuth(<Login />);
    await userEvent.click(await screen.findByRole('button', { name: 'go' }));
    await waitFor(() => expect(rejection).toMatchObject({ code: 'invalid-credentials' }));
    expect(screen.getByRole('button', { name: 'go' })).toBeInTheDocument();
  });
});
