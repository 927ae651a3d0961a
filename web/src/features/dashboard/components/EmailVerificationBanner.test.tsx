import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse } from '@/test/api';
import { renderWithAuth } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { EmailVerificationBanner } from './EmailVerificationBanner';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const accepted = () => new Response('{"status":"accepted"}', { status: 202 });

describe('the email verification banner', () => {
  it('says the address waits for its link and mails it again', async () => {
    const fetchSpy = mockSession(null, { 'POST /api/auth/resend-verification': accepted });
    const user = userEvent.setup();
    renderWithAuth(
      <EmailVerificationBanner
        user={makeUser({ email: 'marie@example.com', emailVerified: false })}
      />,
    );
    const banner = await screen.findByTestId('email-verification-banner');
    expect(banner).toHaveTextContent('Confirmez votre adresse courriel');
    expect(banner).toHaveTextContent(
      'Nous avons envoyé un lien de confirmation à marie@example.com.',
    );
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Un nouveau lien a été envoyé à marie@example.com.',
    );
    expect(
      fetchSpy.mock.calls.filter(([input]) => String(input) === '/api/auth/resend-verification'),
    ).toHaveLength(1);
  });

  it('names a pending new address and the one still in effect', async () => {
    mockSession(null);
    renderWithAuth(
      <EmailVerificationBanner
        user={makeUser({ email: 'old@example.com', pendingEmail: 'new@example.com' })}
      />,
    );
    const banner = await screen.findByTestId('email-verification-banner');
    expect(banner).toHaveTextContent('Nouvelle adresse en attente de confirmation');
    expect(banner).toHaveTextContent(
      'Nous avons envoyé un lien de confirmation à new@example.com. D’ici là, votre compte garde l’adresse old@example.com.',
    );
  });

  it('says when too many links were asked for', async () => {
    mockSession(null, {
      'POST /api/auth/resend-verification': errorResponse(429, 'rate-limited', undefined, {
        'Retry-After': '600',
      }),
    });
    const user = userEvent.setup();
    renderWithAuth(<EmailVerificationBanner user={makeUser({ emailVerified: false })} />);
    await user.click(await screen.findByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes.');
  });

  it('shows nothing once the address is confirmed', async () => {
    mockSession(null);
    renderWithAuth(
      <>
        <EmailVerificationBanner user={makeUser()} />
        <p>Tableau de bord</p>
      </>,
    );
    await screen.findByText('Tableau de bord');
    expect(screen.queryByTestId('email-verification-banner')).toBeNull();
  });
});
