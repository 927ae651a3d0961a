import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, logIn, newAccount, test } from './support/auth-fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('signing up', () => {
  test('a visitor signs up, lands on the dashboard with their first name, and logs out', async ({
    page,
  }) => {
    const account = newAccount('Camille');
    await page.goto('/signup');
    await expect(heading(page)).toHaveText('Créer un compte');
    const main = page.getByRole('main');
    await main.getByLabel('Prénom', { exact: true }).fill(account.firstName);
    await main.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await main.getByLabel('Téléphone (facultatif)').fill('819 555-0142');
    await main.getByLabel('Date de naissance (facultatif)').fill('1990-05-17');
    await main.getByLabel('Adresse (facultatif)').fill('12, rue Principale, Gatineau');
    await main.getByLabel('Courriel', { exact: true }).fill(account.email);
    await main.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await main.getByLabel('Confirmer le mot de passe', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Afficher le mot de passe', exact: true }).click();
    await expect(main.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
    await main.getByLabel('J’accepte les conditions').check();
    await main.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(page).toHaveURL('/dashboard');
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Camille' });
    await expect(menuButton).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Connexion' })).toHaveCount(0);

    // The session survives a reload: it is the server's cookie, read back by GET /api/auth/me.
    await page.reload();
    await expect(menuButton).toBeVisible();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();

    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(heading(page)).toHaveText('Connexion');
  });

  test('in English: the form speaks English and the account lands on the dashboard', async ({
    page,
  }) => {
    const account = newAccount('Jordan');
    await page.goto('/signup?lng=en');
    await expect(heading(page)).toHaveText('Create an account');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill(account.firstName);
    await main.getByLabel('Last name').fill(account.lastName);
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password', { exact: true }).fill(account.password);
    await main.getByLabel('Confirm password', { exact: true }).fill('something-else');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByText('Passwords do not match')).toBeVisible();
    await expect(main.getByText('Please agree to the terms to sign up')).toBeVisible();

    await main.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await main.getByLabel('I agree to the terms').check();
    await main.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/dashboard');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Jordan' });
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the form explains each problem, accessibly, and refuses a taken email', async ({
    page,
    signUp,
  }) => {
    test.slow(); // many steps and an accessibility scan, on a busy machine
    const existing = await signUp();
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Créer mon compte' }).click();

    const firstName = main.getByLabel('Prénom', { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Le prénom est obligatoire');
    await expect(
      main.getByText('Veuillez accepter les conditions pour vous inscrire'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'signup with errors');

    await firstName.fill('Sam');
    await expect(main.getByText('Le prénom est obligatoire')).toHaveCount(0);
    await main.getByLabel('Nom', { exact: true }).fill('Roy');
    await main.getByLabel('Courriel', { exact: true }).fill(existing.email);
    await main.getByLabel('Mot de passe', { exact: true }).fill('court');
    await main.getByLabel('Confirmer le mot de passe', { exact: true }).fill('court');
    await main.getByLabel('J’accepte les conditions').check();
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      main.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();

    await main.getByLabel('Mot de passe', { exact: true }).fill('assez-long');
    await main.getByLabel('Confirmer le mot de passe', { exact: true }).fill('assez-long');
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    const email = main.getByLabel('Courriel', { exact: true });
    await expect(email).toHaveAccessibleDescription('Cette adresse courriel est déjà utilisée.');
    await expect(email).toBeFocused();
    await expect(page).toHaveURL('/signup');
  });
});

test.describe('logging in', () => {
  test('a wrong password says so in French, then in English after the toggle', async ({
    page,
    signUp,
  }) => {
    test.slow(); // many steps and an accessibility scan, on a busy machine
    const account = await signUp();
    await page.goto('/login');
    await logIn(page, { email: account.email, password: 'pas-le-bon' });
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText('Courriel ou mot de passe invalide');
    await expectNoSeriousA11yViolations(page, 'login with an error');

    await page.getByRole('button', { name: 'Passer à l’anglais (EN)' }).click();
    await expect(alert).toHaveText('Invalid email or password');
    await expect(heading(page)).toHaveText('Log in');

    await logIn(page, account, 'en');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Camille' })).toBeVisible();
  });

  test('an admin lands on /admin and the side bar logs out to /login', async ({
    page,
    createAdmin,
  }) => {
    const admin = await createAdmin();
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Rester connecté sur cet appareil').check();
    await logIn(page, admin);

    await expect(page).toHaveURL('/admin');
    const sidebar = page.getByRole('navigation', { name: 'Menu d’administration' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: 'Déconnexion' }).click();

    await expect(page).toHaveURL('/login');
    await expect(heading(page)).toHaveText('Connexion');
    await page.goto('/admin/courses');
    await expect(heading(page)).toHaveText('Connexion');
    await expect(page).toHaveURL('/admin/courses');
  });

  test('a protected page shows the login in place, then itself once signed in', async ({
    page,
    signUp,
  }) => {
    const account = await signUp();
    await page.goto('/dashboard');
    await expect(heading(page)).toHaveText('Connexion');
    await expect(page).toHaveURL('/dashboard');

    await logIn(page, account);
    await expect(heading(page)).not.toHaveText('Connexion');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Camille' })).toBeVisible();

    // The other role's area shows the home page.
    await page.goto('/admin');
    await expect(heading(page)).toHaveText('Apprenez les gestes qui sauvent des vies');
    await expect(page).toHaveURL('/admin');
  });

  test('an admin at /dashboard sees the home page and the menu leads to /admin', async ({
    page,
    createAdmin,
  }) => {
    test.slow(); // many steps and an accessibility scan, on a busy machine
    const admin = await createAdmin();
    await page.goto('/login');
    await logIn(page, admin);
    await expect(page).toHaveURL('/admin');

    await page.goto('/dashboard');
    await expect(heading(page)).toHaveText('Apprenez les gestes qui sauvent des vies');

    // The user menu with the keyboard: Enter opens on the first item, Escape closes.
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Alex' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dashboard = page.getByRole('menuitem', { name: 'Tableau de bord' });
    await expect(dashboard).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'open user menu');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Mes entreprises' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the mobile menu holds the dashboard link and logout', async ({ page, signUp }) => {
    const account = await signUp();
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL('/dashboard');
    // Let the dashboard finish loading before opening the menu over it.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.firstName);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText(account.email)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(menu.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Déconnexion' }).click();

    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu.getByRole('link', { name: 'Connexion' })).toBeVisible();
  });
});

test('a forgotten password is reset through the mailed link', async ({
  page,
  signUp,
  resetLinkFor,
}) => {
  test.slow(); // many steps and an accessibility scan, on a busy machine
  const account = await signUp();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié\u00a0?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('main').getByLabel('Courriel').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Si un compte existe pour cette adresse, nous y avons envoyé un lien',
  );

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(heading(page)).toHaveText('Choisir un nouveau mot de passe');
  const main = page.getByRole('main');
  const newPassword = 'Nouveau-2026';
  await main.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter.',
  );
  await expectNoSeriousA11yViolations(page, 'password changed');

  await main.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/login');
  await logIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL('/dashboard');

  // The link works once.
  await page.goto(link);
  await main.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-2026');
  await main.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('Encore-2026');
  await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(main.getByRole('alert')).toHaveText('Ce lien est invalide ou a expiré.');
  await expect(main.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
