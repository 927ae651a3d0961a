import { configure, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './SignupPage';

// Pages load lazily: the first visit of a test file may take more than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

async function fillRequired(user: UserEvent, password = 'secret1', confirm = password) {
  await user.type(await screen.findByLabelText('Prénom'), 'Marie');
  await user.type(screen.getByLabelText('Nom'), 'Tremblay');
  await user.type(screen.getByLabelText('Courriel'), 'marie@example.com');
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirm);
}

const termsBox = () => screen.getByRole('checkbox', { name: /^(J’accepte|I agree)/ });
const newsBox = () =>
  screen.getByRole('checkbox', { name: /^(Je souhaite recevoir|I would like to receive)/ });

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

describe('the signup page', () => {
  it('lists every field with its autocomplete purpose', async () => {
    mockSession(null);
    renderRoute('/signup');
    const expected: [string, string][] = [
      ['Prénom', 'given-name'],
      ['Nom', 'family-name'],
      ['Téléphone (facultatif)', 'tel'],
      ['Date de naissance (facultatif)', 'bday'],
      ['Adresse (facultatif)', 'street-address'],
      ['Courriel', 'email'],
      ['Mot de passe', 'new-password'],
      ['Confirmer le mot de passe', 'new-password'],
    ];
    for (const [label, autocomplete] of expected) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Afficher la confirmation du mot de passe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('links the terms of sale and the privacy policy from the box that accepts them', async () => {
    mockSession(null);
    renderRoute('/signup');
    const box = await screen.findByRole('checkbox', {
      name: /^J’accepte les conditions de vente.* et la politique de confidentialité/,
    });
    expect(box).not.toBeChecked();
    const terms = screen.getByRole('link', { name: /^conditions de vente/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^politique de confidentialité/ })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await i18n.changeLanguage('en');
    expect(
      await screen.findByRole('checkbox', {
        name: /^I agree to the terms of sale.* privacy policy/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^terms of sale/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows each rule of the form, focuses the first field and clears a message on edit', async () => {
    const fetchSpy = mockSession(null);
    const user = userEvent.setup();
    renderRoute('/signup');
    await user.type(await screen.findByLabelText('Mot de passe'), '123');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), '124');
    await submit(user);

    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription(
      'Le prénom est obligatoire',
    );
    expect(screen.getByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le courriel est obligatoire')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 6 caractères. Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez accepter les conditions pour vous inscrire'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/auth/signup', expect.anything());

    await user.type(screen.getByLabelText('Confirmer le mot de passe'), '5');
    expect(screen.queryByText('Les mots de passe ne correspondent pas')).not.toBeInTheDocument();
    expect(screen.getByText('Le prénom est obligatoire')).toBeInTheDocument();
  });

  it('creates the account with the UI language and goes to /dashboard', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = mockSession(null, {
      'POST /api/auth/signup': jsonResponse(201, { user: makeUser({ language: 'en' }) }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/signup');
    await user.type(await screen.findByLabelText('First name'), ' Marie ');
    await user.type(screen.getByLabelText('Last name'), 'Tremblay');
    await user.type(screen.getByLabelText('Phone (optional)'), '819 555-0142');
    await user.type(screen.getByLabelText('Email'), 'marie@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(lastBody(fetchSpy, '/api/auth/signup')).toEqual({
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: 'marie@example.com',
      password: 'secret1',
      phone: '819 555-0142',
      language: 'en',
      newsConsent: false,
    });
  });

  it('offers news and renewal reminders unticked, and sends the consent once ticked', async () => {
    const fetchSpy = mockSession(null, {
      'POST /api/auth/signup': jsonResponse(201, { user: makeUser() }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/signup');
    await fillRequired(user);
    expect(newsBox()).toHaveAccessibleName(
      'Je souhaite recevoir les nouvelles et les rappels de renouvellement de mes attestations de Formations Secours Outaouais. Je peux me désabonner en tout temps.',
    );
    expect(newsBox()).not.toBeChecked();
    expect(newsBox()).not.toBeRequired();
    await user.click(termsBox());
    await user.click(newsBox());
    await submit(user);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(lastBody(fetchSpy, '/api/auth/signup')).toMatchObject({ newsConsent: true });
  });

  it('reads "Creating Account..." while busy', async () => {
    await i18n.changeLanguage('en');
    mockSession(null, { 'POST /api/auth/signup': () => new Promise<Response>(() => {}) });
    const user = userEvent.setup();
    renderRoute('/signup');
    await user.type(await screen.findByLabelText('First name'), 'Marie');
    await user.type(screen.getByLabelText('Last name'), 'Tremblay');
    await user.type(screen.getByLabelText('Email'), 'marie@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it('puts "email already in use" on the email field and focuses it', async () => {
    mockSession(null, { 'POST /api/auth/signup': errorResponse(409, 'email-already-in-use') });
    const user = userEvent.setup();
    renderRoute('/signup');
    await fillRequired(user);
    await user.click(termsBox());
    await submit(user);

    const email = screen.getByLabelText('Courriel');
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Cette adresse courriel est déjà utilisée.');
  });

  it('maps the fields of a validation error, or says the account could not be created', async () => {
    const replies = [
      errorResponse(400, 'validation', { phone: 'invalid-phone', dateOfBirth: 'invalid-date' }),
      errorResponse(400, 'validation', { language: 'invalid-language' }),
    ];
    mockSession(null, {
      'POST /api/auth/signup': () => replies.shift() ?? errorResponse(500, 'x'),
    });
    const user = userEvent.setup();
    renderRoute('/signup');
    await fillRequired(user);
    await user.click(termsBox());
    await submit(user);

    expect(
      await screen.findByText('Veuillez entrer un numéro de téléphone valide'),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer une date de naissance valide')).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone (facultatif)')).toHaveFocus();

    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La création du compte a échoué. Veuillez réessayer.',
    );
  });
});
