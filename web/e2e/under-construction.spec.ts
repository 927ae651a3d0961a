import { expect, test } from '@playwright/test';

const pages = [
  { path: '/pricing', fr: 'Tarifs', en: 'Pricing' },
  { path: '/reviews', fr: 'Avis', en: 'Reviews' },
  { path: '/faq', fr: 'Foire aux questions', en: 'Frequently asked questions' },
  { path: '/store', fr: 'Boutique', en: 'Store' },
  { path: '/instagram', fr: 'Instagram', en: 'Instagram' },
];

for (const { path, fr, en } of pages) {
  test(`${path} is under construction, in French and in English`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page en construction');
    await expect(page.getByRole('main').getByText(fr, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Voir les formations' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Passer à l’anglais (EN)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Under Construction');
    await expect(page.getByRole('main').getByText(en, { exact: true })).toBeVisible();
  });
}
