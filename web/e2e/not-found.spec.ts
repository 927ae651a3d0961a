import { expect, test } from '@playwright/test';

test('an unknown address shows the not-found page and its button goes home', async ({ page }) => {
  await page.goto('/formations/inexistante/vraiment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Oups\u00a0! La page que vous cherchez n’existe pas.',
  );
  await expect(page).toHaveTitle('Page introuvable | Formations Secours Outaouais');

  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Apprenez les gestes qui sauvent des vies',
  );
});

test('the not-found page in English', async ({ page }) => {
  await page.goto('/nothing-here?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Oops! The page you're looking for doesn't exist..",
  );
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn the skills that save lives',
  );
});

test('an unknown API address stays a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect((await response.json()) as unknown).toHaveProperty('error.code');
});
