import type { Page } from '@playwright/test';
import { expect, logIn, newAccount, test } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNothingOverflows, expectTableFits } from './support/fit';

const main = (page: Page) => page.getByRole('main');

/** Signs up through the form; the new account lands on its dashboard, signed in. */
async function signUpInPage(page: Page, firstName: string) {
  const account = newAccount(firstName, 'Lavoie');
  await page.goto('/signup');
  await main(page).getByLabel('Prénom', { exact: true }).fill(account.firstName);
  await main(page).getByLabel('Nom', { exact: true }).fill(account.lastName);
  await main(page).getByLabel('Courriel', { exact: true }).fill(account.email);
  await main(page).getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await main(page).getByLabel('Confirmer le mot de passe', { exact: true }).fill(account.password);
  await main(page).getByLabel('J’accepte les conditions').check();
  await main(page).getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/dashboard');
  return account;
}

test('a person creates a company, adds a workplace and an employee, and sees the first-aiders it needs', async ({
  page,
}) => {
  test.slow(); // sign-up, three forms and two scans
  const account = await signUpInPage(page, 'Nadia');
  const companyName = `Acme ${account.email.split('@')[0]}`;

  await page.getByRole('banner').getByRole('button', { name: 'Nadia' }).click();
  await page.getByRole('menuitem', { name: 'Mes entreprises' }).click();
  await expect(page).toHaveURL('/companies');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mes entreprises');
  await expect(main(page).getByText('Vous ne gérez encore aucune entreprise.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my companies, none yet');

  // The company.
  await main(page).getByLabel('Nom de l’entreprise').fill(companyName);
  await main(page).getByLabel('Adresse', { exact: true }).fill('12, rue Principale, Gatineau');
  await main(page).getByLabel('Courriel de facturation').fill('comptes@acme.example');
  await main(page).getByLabel('NEQ (facultatif)').fill('1234567890');
  await main(page).getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(companyName);
  await expect(main(page).getByRole('region', { name: 'Coordonnées' })).toContainText(
    'comptes@acme.example',
  );
  await expect(main(page).getByText('Aucun lieu de travail pour l’instant.')).toBeVisible();

  // A workplace of two shifts: 160 workers need 3 first-aiders, 83 need 2 (CQLR c., r. 10).
  const workplaceForm = main(page).getByRole('region', { name: 'Ajouter un lieu de travail' });
  await workplaceForm.getByLabel('Nom du lieu').fill('Usine de Gatineau');
  await workplaceForm.getByLabel('Secteur').selectOption({ label: 'Établissement' });
  await workplaceForm.getByLabel('Travailleurs du quart 1').fill('160');
  await workplaceForm.getByRole('button', { name: 'Ajouter un quart' }).click();
  await workplaceForm.getByLabel('Travailleurs du quart 2').fill('83');
  await workplaceForm.getByRole('button', { name: 'Ajouter le lieu' }).click();
  await expect(workplaceForm.getByRole('status')).toHaveText(
    'Lieu de travail « Usine de Gatineau » ajouté.',
  );

  const usine = main(page).getByRole('article', { name: 'Usine de Gatineau' });
  await expect(usine).toContainText('Établissement');
  await expect(usine).toContainText('Il manque 5 secouristes');
  const shifts = usine.getByTestId('shift-row');
  await expect(shifts).toHaveCount(2);
  await expect(shifts.nth(0).getByTestId('required')).toHaveText('3');
  await expect(shifts.nth(0).getByTestId('gap')).toHaveText('3 manquants');
  await expect(shifts.nth(1).getByTestId('required')).toHaveText('2');
  await expect(shifts.nth(1).getByTestId('gap')).toHaveText('2 manquants');

  // An employee on the second shift.
  const employeeForm = main(page).getByRole('region', { name: 'Ajouter un employé' });
  await employeeForm.getByLabel('Prénom').fill('Luc');
  await employeeForm.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await employeeForm.getByLabel('Lieu de travail (facultatif)').selectOption({
    label: 'Usine de Gatineau',
  });
  await employeeForm.getByLabel('Quart', { exact: true }).selectOption('1');
  await employeeForm.getByRole('button', { name: 'Ajouter l’employé' }).click();
  await expect(employeeForm.getByRole('status')).toHaveText(
    'Luc Gagnon fait maintenant partie de vos employés.',
  );
  const employee = main(page).getByTestId('employee-row');
  await expect(employee).toHaveCount(1);
  await expect(employee).toContainText('Luc Gagnon');
  await expect(employee).toContainText('Aucun courriel');
  await expect(employee).toContainText('Usine de Gatineau, quart 2');
  await expectNoSeriousA11yViolations(page, 'a company’s page');

  // On a phone, the tables turn into cards that fit.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectTableFits(
    page,
    main(page).getByRole('region', { name: 'Secouristes par quart : Usine de Gatineau' }),
  );
  await expectTableFits(page, main(page).getByRole('region', { name: 'Liste des employés' }));
  await expectNothingOverflows(page, main(page));

  // The company is in the list.
  await main(page).getByRole('link', { name: 'Mes entreprises' }).click();
  await expect(page).toHaveURL('/companies');
  await expect(main(page).getByRole('link', { name: companyName })).toBeVisible();
  await expectNothingOverflows(page, main(page));
});

test('a company is not found by anyone who does not manage it', async ({
  page,
  request,
  signUp,
}) => {
  await signUp(newAccount('Owen', 'Proprio'));
  const created = await request.post('/api/companies', {
    data: { name: 'Béton Outaouais', address: '5, rue du Port', billingEmail: 'b@example.com' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { company } = (await created.json()) as { company: { id: number } };

  const other = await signUp(newAccount('Ines', 'Voisine'));
  await page.goto('/login');
  await logIn(page, other);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/companies/${company.id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Entreprise introuvable');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Cette entreprise n’existe pas, ou vous n’en êtes pas gestionnaire.',
  );
  await expectNoSeriousA11yViolations(page, 'a company not found');
});
