import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Every public page gets its axe check in routes.spec.ts, right after its French heading.

test('the home page in English at phone width has no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home, English, 375 px, menu open');
});

test('the open bug report dialog has no serious axe violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Signaler un bogue' }).click();
  await expect(page.getByRole('dialog', { name: 'Signaler un bogue' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'bug report dialog');
});
