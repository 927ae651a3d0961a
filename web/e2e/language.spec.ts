import { expect, test } from '@playwright/test';
import { publicPages } from './support/public-pages';

test('the EN toggle switches to English and the choice survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Apprenez les gestes qui sauvent des vies',
  );

  await page.getByRole('button', { name: 'Passer à l’anglais (EN)' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn the skills that save lives',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn the skills that save lives',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Switch to French (FR)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Apprenez les gestes qui sauvent des vies',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('every public page has its English heading once English is chosen', async ({ page }) => {
  test.slow(); // visits every page
  await page.goto('/?lng=en');
  // The choice is remembered once the site runs (it starts after the first paint, maybe after load).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn the skills that save lives',
  );
  for (const { path, en } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(en);
  }
});

test.describe('a browser in a language the site does not offer', () => {
  test.use({ locale: 'de-DE' });

  test('gets French', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de nous');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('an English-speaking browser', () => {
  test.use({ locale: 'en-US' });

  test('gets English, unless the address asks for French', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await page.goto('/about?lng=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de nous');
  });
});
