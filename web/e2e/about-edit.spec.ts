import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/catalogue-admin';
import { uniqueTitle } from './support/catalogue-data';

// Both tests change the one About page: one at a time.
test.describe.configure({ mode: 'serial' });

test('an admin edits the French About page and a visitor sees the change', async ({
  adminPage: page,
  browser,
}) => {
  test.slow(); // many steps, each waiting for the server
  const tagline = uniqueTitle('Des gestes qui sauvent');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de nous');
  const toolbar = page.getByRole('toolbar', { name: 'Édition de la page' });
  await toolbar.getByRole('button', { name: 'Modifier la page' }).click();

  const field = page.getByLabel('Slogan de l’entreprise');
  await expect(field).toBeVisible();
  await expect(page.getByLabel('Ce qui nous distingue, point 4')).toBeVisible();
  await expect(page.getByLabel('Domaine d’expertise 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'About page in edit mode');

  // Cancel forgets the change.
  const stored = await field.inputValue();
  await field.fill('Brouillon abandonné');
  await toolbar.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText(stored)).toBeVisible();
  await expect(page.getByText('Brouillon abandonné')).toHaveCount(0);

  await toolbar.getByRole('button', { name: 'Modifier la page' }).click();
  await page.getByLabel('Slogan de l’entreprise').fill(tagline);
  await toolbar.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Contenu enregistré avec succès' }),
  ).toBeVisible();
  await expect(page.getByText(tagline)).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Modifier la page' })).toBeVisible();

  const visitor = await browser.newPage({ locale: 'fr-CA' });
  await visitor.goto(`${new URL(page.url()).origin}/about`);
  await expect(visitor.getByText(tagline)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Modifier la page' })).toHaveCount(0);
  // The English page keeps its own texts.
  await visitor.goto(`${new URL(page.url()).origin}/about?lng=en`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(visitor.getByText(tagline)).toHaveCount(0);
  await visitor.close();
});

test('an admin edits the English About page without touching the French one', async ({
  adminPage: page,
  browser,
}) => {
  test.slow(); // many steps, each waiting for the server
  const title = uniqueTitle('Our promise');
  await page.goto('/about?lng=en');
  await page.getByRole('button', { name: 'Edit Page' }).click();
  await expect(page.getByText('you are editing the English version')).toBeVisible();
  await page.getByLabel('Title of our commitment').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Content saved successfully!' }),
  ).toBeVisible();

  const visitor = await browser.newPage({ locale: 'fr-CA' });
  const origin = new URL(page.url()).origin;
  await visitor.goto(`${origin}/about?lng=en`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.goto(`${origin}/about?lng=fr`);
  await expect(visitor.getByRole('heading', { name: 'Notre engagement' })).toBeVisible();
  await visitor.close();
});
