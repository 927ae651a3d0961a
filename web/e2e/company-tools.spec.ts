import type { Page } from '@playwright/test';
import { newAccount } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { companyWithEmployee } from './support/company-fixtures';
import { expect, logIn, seededCourses, test, uniqueTag } from './support/booking-fixtures';
import { expectNothingOverflows } from './support/fit';

const main = (page: Page) => page.getByRole('main');

test('a manager names a seat booked unnamed, then cancels another', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  test.slow();
  const manager = await signUp(newAccount('Nadia', `Places${uniqueTag()}`));
  const company = await companyWithEmployee(request, `Acme ${uniqueTag()}`);
  const approved = await adminApi.request.patch(`/api/admin/companies/${company.id}`, {
    data: { creditApproved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const session = await scheduleSession(seededCourses.bls.id, { capacity: 6 });

  await page.goto('/login');
  await logIn(page, manager);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/companies/${company.id}`);

  // Luc from the list and one seat to name later, booked with the form.
  const teams = main(page).getByRole('region', { name: 'Réservations d’équipe' });
  await teams.getByRole('button', { name: 'Inscrire une équipe' }).click();
  const form = teams.getByRole('region', { name: 'Inscrire une équipe' });
  await form.getByLabel('Formation').selectOption(String(seededCourses.bls.id));
  await form
    .getByTestId('session-choice')
    .filter({ hasText: session.location })
    .getByRole('radio')
    .check();
  await form.getByRole('checkbox', { name: /Luc Gagnon/ }).check();
  await form.getByLabel('Places à nommer plus tard').fill('1');
  await expect(form.getByTestId('team-summary')).toContainText(/2\splaces demandées/);
  await form.getByRole('button', { name: 'Réserver les places' }).click();
  const done = form.getByTestId('team-booked');
  await expect(done.getByTestId('seat')).toHaveCount(2);
  await expect(done.getByTestId('seat').nth(1)).toContainText('Place à nommer');
  await done.getByRole('button', { name: 'Fermer' }).click();

  const card = teams.getByTestId('team-booking');
  await card.getByRole('button', { name: 'Voir les participants' }).click();
  const seats = card.getByTestId('seat');
  await expect(seats).toHaveCount(2);

  // The unnamed seat gets a name.
  await seats
    .nth(1)
    .getByRole('button', { name: /^Nommer la place/ })
    .click();
  const nameDialog = page.getByRole('dialog', { name: 'Nommer la place' });
  await nameDialog.getByLabel('Prénom').fill('Éli');
  await nameDialog.getByLabel('Nom', { exact: true }).fill('Côté');
  await expectNoSeriousA11yViolations(page, 'the dialog that names a seat');
  await nameDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(nameDialog).toHaveCount(0);
  await expect(card.getByRole('status')).toContainText(
    'La place est maintenant au nom de Éli Côté.',
  );
  await expect(seats.nth(1)).toContainText('Éli Côté');

  // Luc's seat is cancelled, with a reason.
  await seats.nth(0).getByRole('button', { name: 'Annuler la place de Luc Gagnon' }).click();
  const cancelDialog = page.getByRole('dialog', { name: /^Annuler cette place/ });
  await cancelDialog.getByLabel('Motif (facultatif)').fill('Départ de l’employé');
  await cancelDialog.getByRole('button', { name: 'Annuler la place' }).click();
  await expect(cancelDialog).toHaveCount(0);
  await expect(card.getByRole('status')).toContainText('La place de Luc Gagnon est annulée.');
  await expect(seats.nth(0)).toContainText('(annulée)');
  await expect(seats.nth(0).getByRole('button')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNothingOverflows(page, teams);
});

test('a manager checks a CSV file, fixes its bad line, imports it, and the same file again adds nobody', async ({
  page,
  request,
  signUp,
}) => {
  const manager = await signUp(newAccount('Omar', `Import${uniqueTag()}`));
  const company = await companyWithEmployee(request, `Béton ${uniqueTag()}`);
  await page.goto('/login');
  await logIn(page, manager);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/companies/${company.id}`);

  const importer = main(page).getByRole('region', { name: 'Importer un fichier CSV' });
  const file = importer.getByLabel('Fichier CSV');
  const result = importer.getByTestId('import-result');
  const check = importer.getByRole('button', { name: 'Vérifier le fichier' });
  const confirm = importer.getByRole('button', { name: 'Importer', exact: true });
  const good = Buffer.from(
    'Prénom;Nom;Courriel;Matricule\nAnne;Roy;anne@example.com;E-1\nPaul;Roy;;E-2\n',
  );

  // The check names the bad line, its column and why, and writes nothing.
  await file.setInputFiles({
    name: 'employes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Prénom;Nom;Courriel;Matricule\nAnne;Roy;anne@example.com;E-1\nPaul;Roy;pas-une-adresse;E-2\n',
    ),
  });
  await check.click();
  await expect(result).toContainText('Rien n’a été importé.');
  const errors = result.getByTestId('import-error');
  await expect(errors).toHaveCount(1);
  await expect(errors).toContainText('Ligne 3');
  await expect(errors).toContainText('Courriel');
  await expect(errors).toContainText('Ce n’est pas une adresse courriel valide.');
  await expect(confirm).toHaveCount(0);
  await expect(main(page).getByTestId('employee-row').filter({ hasText: 'Anne Roy' })).toHaveCount(
    0,
  );

  // Fixed, the file is checked again, then imported.
  await file.setInputFiles({ name: 'employes.csv', mimeType: 'text/csv', buffer: good });
  await expect(result).toBeEmpty();
  await check.click();
  await expect(result).toContainText(/2\sà ajouter/);
  await expectNoSeriousA11yViolations(page, 'a checked CSV file');
  await confirm.click();
  await expect(result).toContainText(/Importation terminée\s: 2\semployés ajoutés\./);
  await expect(confirm).toHaveCount(0);
  const anne = main(page).getByTestId('employee-row').filter({ hasText: 'Anne Roy' });
  await expect(anne).toHaveCount(1);
  await expect(anne).toContainText(/N° d’employé\s: E-1/);
  await expect(main(page).getByTestId('employee-row').filter({ hasText: 'Paul Roy' })).toHaveCount(
    1,
  );

  // The same file again: every line finds its employee.
  await file.setInputFiles({ name: 'employes.csv', mimeType: 'text/csv', buffer: good });
  await check.click();
  await expect(result).toContainText(/2\sinchangés/);
  await expect(result).toContainText('Rien à importer');
  await expect(confirm).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNothingOverflows(page, importer);
});

test('a manager invites another manager', async ({ page, request, signUp }) => {
  const manager = await signUp(newAccount('Julie', `Gest${uniqueTag()}`));
  const company = await companyWithEmployee(request, `Bois ${uniqueTag()}`);
  await page.goto('/login');
  await logIn(page, manager);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/companies/${company.id}`);

  const managers = main(page).getByRole('region', { name: 'Gestionnaires' });
  await expect(managers.getByTestId('manager')).toHaveCount(1);
  await expect(managers).toContainText('Aucune invitation en attente.');
  const email = `paul-${uniqueTag()}@example.com`;
  await managers.getByLabel('Courriel de la personne').fill(email);
  await managers.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(managers).toContainText(`Invitation envoyée à ${email}.`);
  await expect(managers.getByTestId('invitation')).toContainText(email);
  await expectNoSeriousA11yViolations(page, 'the managers section');
});
