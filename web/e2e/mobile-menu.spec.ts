import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('the mobile menu opens, navigates and closes at 375 px', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  const menu = page.locator('#mobile-menu');

  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu).toBeVisible();

  await menu.getByRole('link', { name: 'Formations' }).click();

  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos formations');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('Escape closes the mobile menu and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Inscription' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
});

test('nothing overflows the 375 px screen', async ({ page }) => {
  for (const path of ['/', '/pricing', '/page-inconnue']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});
