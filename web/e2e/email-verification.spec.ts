import { expectNoSeriousA11yViolations } from './support/axe';
import { dateFromToday, expect, seededCourses, test } from './support/booking-fixtures';
import { newAccount } from './support/auth-fixtures';

// An address is proven by the mailed link before the guest bookings made with it join the account
// (docs/decisions/010-email-verification.md).
test('a new account sees its guest booking only once the mailed link is opened', async ({
  page,
  request,
  verifyLinkFor,
}) => {
  const account = newAccount('Elodie', 'Gagnon');
  const guest = await request.post('/api/bookings', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: '819 555-0142',
      courseId: seededCourses.firstAid.id,
      preferredDate: dateFromToday(40),
      specialRequests: 'Allergie aux arachides',
      paymentMethod: 'interac',
      language: 'fr',
    },
  });
  expect(guest.status(), await guest.text()).toBe(201);
  const { booking } = (await guest.json()) as { booking: { reference: string } };
  const myReferences = async () => {
    const response = await page.request.get('/api/me/bookings');
    expect(response.status()).toBe(200);
    const { bookings } = (await response.json()) as { bookings: { reference: string }[] };
    return bookings.map((b) => b.reference);
  };

  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Prénom', { exact: true }).fill(account.firstName);
  await main.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await main.getByLabel('Courriel', { exact: true }).fill(account.email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await main.getByLabel('Confirmer le mot de passe', { exact: true }).fill(account.password);
  await main.getByLabel('J’accepte les conditions').check();
  await main.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/dashboard');
  const banner = page.getByTestId('email-verification-banner');
  await expect(banner).toContainText('Confirmez votre adresse courriel');
  await expect(banner).toContainText(account.email);
  await expectNoSeriousA11yViolations(page, 'dashboard waiting for the address');
  expect(await myReferences()).toEqual([]);

  await page.goto(await verifyLinkFor(account.email));
  const result = page.getByTestId('email-verification');
  await expect(result).toContainText(`Votre adresse ${account.email} est confirmée.`);
  await expectNoSeriousA11yViolations(page, 'address confirmed');
  await result.getByRole('link', { name: 'Aller au tableau de bord' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elodie');
  await expect(banner).toHaveCount(0);
  expect(await myReferences()).toEqual([booking.reference]);

  // The link works once.
  await page.goto(await verifyLinkFor(account.email));
  await expect(result).toContainText(
    'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
  );
});

test('the confirmation page speaks English', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token&lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email address confirmation');
  await expect(page.getByTestId('email-verification')).toContainText(
    'This confirmation link is invalid, was already used or has expired.',
  );
});
