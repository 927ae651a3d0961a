import { newAccount } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectTableFits } from './support/fit';
import { expect, logIn, test, uniqueTag } from './support/booking-fixtures';

test('the office finds a new company by its name and approves its credit', async ({
  page,
  request,
  signUp,
  adminApi,
}) => {
  const name = `Béton Outaouais ${uniqueTag()}`;
  await signUp(newAccount('Gilles', `Gestion${uniqueTag()}`));
  // Signed up through `request`, the manager creates their company.
  const created = await request.post('/api/companies', {
    data: { name, address: '45 rue Laurier, Gatineau', billingEmail: 'comptes@beton.example' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Entreprises' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entreprises');

  await page.getByRole('searchbox', { name: 'Rechercher une entreprise' }).fill(name.toLowerCase());
  const row = page.getByTestId('company-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('comptes@beton.example');
  await expect(row.getByTestId('company-credit')).toHaveText('Non approuvé');
  // The list fades back in once the search's answer is there: checked at full opacity.
  const list = page.getByRole('region', { name: 'Liste des entreprises' }).locator('xpath=..');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page, 'admin companies');

  await row.getByRole('button', { name: `Approuver le crédit de ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Le crédit de ${name} est approuvé` }),
  ).toBeVisible();
  await expect(row.getByTestId('company-credit')).toHaveText('Approuvé');

  // The filter keeps it among the approved ones, in the address.
  await page.getByRole('combobox', { name: 'Crédit' }).selectOption('pending');
  await expect(page).toHaveURL(/credit=pending/);
  await expect(page.getByText('Aucune entreprise trouvée')).toBeVisible();
  await page.getByRole('combobox', { name: 'Crédit' }).selectOption('approved');
  await expect(row).toHaveCount(1);

  // Only the office approves credit.
  const refused = await request.patch('/api/admin/companies/1', { data: { creditApproved: true } });
  expect(refused.status()).toBe(403);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the companies table turns into cards that fit the phone', async ({
    page,
    request,
    signUp,
    adminApi,
  }) => {
    await signUp(newAccount('Léa', `Mobile${uniqueTag()}`));
    const created = await request.post('/api/companies', {
      data: {
        name: `Transport Éclair et associés de l’Outaouais ${uniqueTag()}`,
        address: '1200 boulevard Maloney Ouest, Gatineau (Québec) J8T 6H2',
        billingEmail: 'facturation.tres.longue@transport-eclair.example',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/companies');
    await expectTableFits(page, page.getByRole('region', { name: 'Liste des entreprises' }));
  });
});
