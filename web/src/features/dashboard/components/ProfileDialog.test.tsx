import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeDashboard } from '@/test/dashboard';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import '../routes/DashboardPage';

configure({ asyncUtilTimeout: 5000 });

const student = makeUser({
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  phone: '819 555-0100',
  address: '12, rue Laval, Gatineau',
});

async function openProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Mettre à jour le profil' }));
  return within(screen.getByRole('dialog', { name: 'Mon profil' }));
}

const saveButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: 'Enregistrer' });

describe('the profile modal', () => {
  it('opens filled in with the profile, and Escape closes it and gives focus back', async () => {
    mockSession(student, { 'GET /api/me/dashboard': jsonResponse(200, makeDashboard()) });
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openProfile(user);

    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Marie');
    expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: /^Courriel/ })).toHaveValue('marie@example.com');
    expect(dialog.getByLabelText('Téléphone')).toHaveValue('819 555-0100');
    expect(dialog.getByLabelText('Adresse')).toHaveValue('12, rue Laval, Gatineau');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mettre à jour le profil' })).toHaveFocus();
  });

  it('shows the avatar URL as a round preview', async () => {
    mockSession(student, { 'GET /api/me/dashboard': jsonResponse(200, makeDashboard()) });
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openProfile(user);

    expect(dialog.queryByRole('img', { name: 'Aperçu de la photo de profil' })).toHaveProperty(
      'tagName',
      'svg',
    );
    await user.type(
      dialog.getByLabelText('Photo de profil (adresse URL)'),
      'https://exemple.com/marie.jpg',
    );
    const preview = dialog.getByRole('img', { name: 'Aperçu de la photo de profil' });
    expect(preview).toHaveAttribute('src', 'https://exemple.com/marie.jpg');
    expect(preview.parentElement).toHaveClass('rounded-full');
  });

  it('checks the fields before sending anything', async () => {
    const fetchSpy = mockSession(student, {
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openProfile(user);

    await user.clear(dialog.getByRole('textbox', { name: /^Prénom/ }));
    await user.clear(dialog.getByRole('textbox', { name: /^Courriel/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Courriel/ }), 'marie@');
    await user.type(dialog.getByLabelText('Photo de profil (adresse URL)'), 'photo.jpg');
    await user.click(saveButton(dialog));

    expect(await dialog.findByText('Le prénom est obligatoire.')).toBeInTheDocument();
    expect(dialog.getByText('Entrez une adresse courriel valide.')).toBeInTheDocument();
    expect(
      dialog.getByText('Entrez une adresse commençant par https:// ou http://.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves, says "Saving..." meanwhile, and shows the new first name', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = mockSession(student, {
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
      'PATCH /api/me': () => new Promise((resolve) => (answer = resolve)),
    });
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const dialog = within(screen.getByRole('dialog', { name: 'My profile' }));

    const firstName = dialog.getByRole('textbox', { name: /^First name/ });
    await user.clear(firstName);
    await user.type(firstName, 'Marie-Ève');
    await user.type(dialog.getByLabelText('Date of birth'), '1990-04-12');
    await user.type(
      dialog.getByLabelText('Profile picture (URL)'),
      'https://example.com/marie.jpg',
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(lastBody(fetchSpy, '/api/me')).toEqual({
      firstName: 'Marie-Ève',
      lastName: 'Tremblay',
      email: 'marie@example.com',
      phone: '819 555-0100',
      dateOfBirth: '1990-04-12',
      address: '12, rue Laval, Gatineau',
      avatar: 'https://example.com/marie.jpg',
    });
    answer(
      jsonResponse(200, {
        user: { ...student, firstName: 'Marie-Ève', avatar: 'https://example.com/marie.jpg' },
      }),
    );

    expect(await dialog.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Marie-Ève!', hidden: true }),
    ).toBeInTheDocument();
  });

  it('shows the failure with the server’s field errors, and forgets them once closed', async () => {
    mockSession(student, {
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
      'PATCH /api/me': errorResponse(400, 'validation', { phone: 'invalid-phone' }),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard');
    let dialog = await openProfile(user);

    await user.click(saveButton(dialog));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Impossible de mettre à jour le profil.',
    );
    expect(
      dialog.getByText('Utilisez seulement des chiffres, des espaces et + - ( ) .'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Téléphone')).toHaveAttribute('aria-invalid', 'true');

    await user.click(dialog.getByRole('button', { name: 'Fermer la fenêtre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openProfile(user);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.queryByText('Impossible de mettre à jour le profil.')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Téléphone')).not.toHaveAttribute('aria-invalid');
  });

  it('puts a taken email on the email field', async () => {
    mockSession(student, {
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
      'PATCH /api/me': errorResponse(409, 'email-already-in-use'),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openProfile(user);
    await user.click(saveButton(dialog));

    expect(await dialog.findByText('Ce courriel est déjà utilisé.')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('Impossible de mettre à jour le profil.');
  });

  it('keeps the current address until the new one is confirmed, and says where the link went', async () => {
    const pending = { ...student, pendingEmail: 'marie.new@example.com' };
    const fetchSpy = mockSession(student, {
      'GET /api/me/dashboard': jsonResponse(200, makeDashboard()),
      'PATCH /api/me': jsonResponse(200, { user: pending }),
    });
    const user = userEvent.setup();
    renderRoute('/dashboard');
    const dialog = await openProfile(user);
    const email = dialog.getByRole('textbox', { name: /^Courriel/ });
    await user.clear(email);
    await user.type(email, 'marie.new@example.com');
    await user.click(saveButton(dialog));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Profil mis à jour. Ouvrez le lien envoyé à marie.new@example.com pour confirmer votre nouvelle adresse.',
    );
    expect(lastBody(fetchSpy, '/api/me')).toMatchObject({ email: 'marie.new@example.com' });
    expect(email).toHaveValue('marie@example.com');
    expect(email).toHaveAccessibleDescription(
      /En attente de confirmation\u00a0: marie.new@example.com\./,
    );
    const banner = screen.getByTestId('email-verification-banner');
    expect(banner).toHaveTextContent('Nouvelle adresse en attente de confirmation');
  });
});
