import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { publicPages } from './support/public-pages';

test.describe('every public page, in French by default, accessible', () => {
  for (const page of publicPages) {
    test(`${page.path} shows its French heading and passes axe`, async ({ page: browser }) => {
      await browser.goto(page.path);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.fr);
      await expect(browser.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(browser.getByRole('banner')).toBeVisible();
      await expect(browser.getByRole('contentinfo')).toBeVisible();
      await expectNoSeriousA11yViolations(browser, page.path);
    });
  }
});

test('the server answers a deep link with the app and the app picks the route', async ({
  page,
}) => {
  const response = await page.goto('/verify/SEC-2025-0001');
  expect(response?.status()).toBe(200);
  // The verification page, with the number taken from the address (no such certificate exists).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification d’un certificat');
  await expect(page.getByTestId('verification')).toContainText('« SEC-2025-0001 »');
});

test('each page has its own title', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('À propos de nous | Formations Secours Outaouais');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle('Foire aux questions | Formations Secours Outaouais');
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page en construction');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
