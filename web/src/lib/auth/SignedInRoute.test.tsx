import { screen } from '@testing-library/react';
import { renderWithAuth } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { SignedInRoute } from './SignedInRoute';

const guarded = (
  <SignedInRoute signIn={<p>sign in here</p>}>
    <p>private page</p>
  </SignedInRoute>
);

describe('SignedInRoute', () => {
  it('shows a loading state while the session is checked', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithAuth(guarded);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification de la connexion…');
    expect(screen.queryByText('private page')).not.toBeInTheDocument();
  });

  it('shows a visitor the sign-in in place of the page', async () => {
    mockSession(null);
    renderWithAuth(guarded);
    expect(await screen.findByText('sign in here')).toBeInTheDocument();
    expect(screen.queryByText('private page')).not.toBeInTheDocument();
  });

  it.each(['student', 'admin'] as const)('shows the page to a signed-in %s', async (role) => {
    mockSession(makeUser({ role }));
    renderWithAuth(guarded);
    expect(await screen.findByText('private page')).toBeInTheDocument();
  });
});
