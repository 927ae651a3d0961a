import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// A valid certificate is verified at the end of the student journey in dashboard.spec.ts.

test('an unknown certificate number is reported as unknown, and another can be typed', async ({
  page,
}) => {
  await page.goto('/verify/SEC-ZZZZ-ZZZZ-ZZZZ');
  const result = page.getByTestId('verification');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Certificat introuvable');
  await expect(result).toHaveAttribute('data-status', 'unknown');
  await expect(result.getByRole('term')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'verification of an unknown certificate');

  await page.getByLabel('Numéro de certificat').fill('sec-yyyy-yyyy-yyyy');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/verify/SEC-YYYY-YYYY-YYYY');
  await expect(result).toContainText('SEC-YYYY-YYYY-YYYY');
});

test('the verification page speaks English too', async ({ page }) => {
  await page.goto('/verify/SEC-ZZZZ-ZZZZ-ZZZZ?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate verification');
  await expect(page.getByTestId('verification').getByRole('heading', { level: 2 })).toHaveText(
    'Unknown certificate',
  );
});
