import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, lastBody } from '@/test/api';
import { mockSession } from '@/test/users';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './ForgotPasswordPage';
import './ResetPasswordPage';

// Pages load lazily: the first visit of a test file may take more than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const accepted = () => new Response('{"status":"accepted"}', { status: 202 });

describe('the forgot password page', () => {
  it('always shows the same neutral confirmation', async () => {
    const fetchSpy = mockSession(null, { 'POST /api/auth/forgot-password': accepted });
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Courriel'), 'personne@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si un compte existe pour cette adresse, nous y avons envoyé un lien',
    );
    expect(lastBody(fetchSpy, '/api/auth/forgot-password')).toEqual({
      email: 'personne@example.com',
    });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks the email before sending', async () => {
    mockSession(null);
    const user = userEvent.setup();
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText('Courriel'), 'pas-un-courriel');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription(
      'Veuillez entrer une adresse courriel valide',
    );
  });
});

describe('the reset password page', () => {
  it('sends the token with the new password and offers to log in', async () => {
    const fetchSpy = mockSession(null, {
      'POST /api/auth/reset-password': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoute('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'nouveau1');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe a été changé.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(lastBody(fetchSpy, '/api/auth/reset-password')).toEqual({
      token: 'abc123',
      password: 'nouveau1',
    });
  });

  it('applies the password rules', async () => {
    mockSession(null);
    const user = userEvent.setup();
    renderRoute('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'court');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'autre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      screen.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  });

  it('says when the link is invalid or expired, with a way to get a new one', async () => {
    mockSession(null, { 'POST /api/auth/reset-password': errorResponse(400, 'invalid-token') });
    const user = userEvent.setup();
    renderRoute('/reset-password?token=expired');
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'nouveau1');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien est invalide ou a expiré.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('without a token, offers a new link at once', async () => {
    mockSession(null);
    renderRoute('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien est invalide ou a expiré.');
  });
});
