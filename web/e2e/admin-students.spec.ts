import type { Page } from '@playwright/test';
import { newAccount } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectTableFits } from './support/fit';
import { bookOnRequestAs, expect, logIn, test, uniqueTag } from './support/booking-fixtures';

const students = (page: Page) => page.getByTestId('student-row');

async function searchStudents(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un étudiant' }).fill(text);
}

test('a new student is found, their booking shown, and their removal erases them', async ({
  page,
  request,
  signUp,
  adminApi,
}) => {
  test.slow(); // sign-up, booking, sign-in, removal and two scans
  const lastName = `Lemieux${uniqueTag()}`;
  const student = await signUp(newAccount('Zoé', lastName));
  // Signed up through `request`, the student books as themself (cash, on request).
  const { reference } = await bookOnRequestAs(request, student);

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Étudiants' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Étudiants');

  // Name search ignores case; each search starts from "no student" so a stale list cannot pass.
  await searchStudents(page, `aucun-${uniqueTag()}`);
  await expect(page.getByText('Aucun étudiant trouvé')).toBeVisible();
  await searchStudents(page, lastName.toLowerCase());
  await expect(students(page)).toHaveCount(1);
  const row = students(page).first();
  await expect(row).toContainText(`Zoé ${lastName}`);
  await expect(row).toContainText(student.email);
  await expect(row).toContainText('Aucune adresse');
  await expect(row).toContainText('N/D');
  await expect(row.getByTestId('initials')).toHaveText(`Z${lastName[0]}`);
  await searchStudents(page, `aucun-${uniqueTag()}`);
  await expect(page.getByText('Aucun étudiant trouvé')).toBeVisible();
  await searchStudents(page, student.email);
  await expect(students(page)).toHaveCount(1);
  await expect(students(page).first()).toContainText(`Zoé ${lastName}`);
  await expectNoSeriousA11yViolations(page, 'admin students');

  await students(page)
    .first()
    .getByRole('link', { name: `Voir le dossier de Zoé ${lastName}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/students\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zoé ${lastName}`);
  const booking = page.getByTestId('student-booking');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText(reference);
  await expect(booking).toContainText('En attente');
  await expect(booking).toContainText('Non payé');
  await expectNoSeriousA11yViolations(page, 'admin student record');

  await page.getByRole('button', { name: 'Retirer l’étudiant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer ce compte\u00a0?' });
  await expect(dialog).toContainText('sera désactivé');
  await expect(dialog).toContainText('montants payés sont conservés');
  await dialog.getByRole('button', { name: 'Garder le compte' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Retirer l’étudiant' }).click();
  await dialog.getByRole('button', { name: 'Retirer le compte' }).click();

  await expect(page).toHaveURL('/admin/students');
  await expect(
    page.getByRole('status').filter({ hasText: `Le compte de Zoé ${lastName} a été retiré.` }),
  ).toBeVisible();
  await searchStudents(page, lastName);
  await expect(page.getByText('Aucun étudiant trouvé')).toBeVisible();
  await searchStudents(page, student.email);
  await expect(page.getByText('Aucun étudiant trouvé')).toBeVisible();

  // The account cannot sign in any more.
  const login = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, rememberMe: false },
  });
  expect(login.status()).toBe(401);

  // The booking stays for the accounts, without the person's name.
  const kept = await adminApi.request.get(`/api/admin/bookings?q=${encodeURIComponent(reference)}`);
  expect(kept.status()).toBe(200);
  const bookings = (
    (await kept.json()) as { bookings: { reference: string; userName: string | null }[] }
  ).bookings;
  expect(bookings.map((b) => b.reference)).toEqual([reference]);
  expect(bookings[0]?.userName ?? '').not.toContain(lastName);
});

test('a removed or unknown student record says so', async ({ page, adminApi }) => {
  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/students/999999999');
  await expect(page.getByRole('alert')).toHaveText(
    'Cet étudiant est introuvable ou son compte a été retiré.',
  );
  await page.getByRole('link', { name: 'Retour aux étudiants' }).click();
  await expect(page).toHaveURL('/admin/students');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the students table turns into cards that fit the phone', async ({
    page,
    signUp,
    adminApi,
  }) => {
    await signUp(newAccount('Léa', `Mobile${uniqueTag()}`));
    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/students');
    await expectTableFits(page, page.getByRole('region', { name: 'Liste des étudiants' }));
    // Under the cards, how many are shown (the list comes a page at a time).
    await expect(page.getByText(/^[\d\s]+étudiants? affichés?$/)).toBeVisible();
  });
});
