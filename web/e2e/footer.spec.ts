import { expect, test } from '@playwright/test';

test('the footer gives contact details, hours and partner links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'info@secours.example' })).toHaveAttribute(
    'href',
    'mailto:info@secours.example',
  );
  await expect(footer.getByRole('link', { name: '819 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18195550142',
  );
  await expect(footer.getByText('Gatineau (Québec)')).toBeVisible();
  await expect(
    footer.getByText('lun. au ven. 15\u00a0h\u00a030 à 18\u00a0h\u00a030'),
  ).toBeVisible();
  await expect(footer.getByText('Fermé le samedi et le dimanche')).toBeVisible();
  await expect(footer.getByRole('link', { name: /Cœur \+ AVC/ })).toHaveAttribute(
    'href',
    'https://www.heartandstroke.ca',
  );
  await expect(footer.getByRole('link', { name: /CNESST/ })).toHaveAttribute(
    'href',
    'https://www.cnesst.gouv.qc.ca',
  );

  // The social feed is the company's own page elsewhere (a build setting), opened in a new tab;
  // /instagram stays a placeholder page of this site.
  const social = footer.getByRole('link', { name: /^Instagram/ });
  await expect(social).toHaveAttribute('href', 'https://www.instagram.com/');
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAccessibleName('Instagram (s’ouvre dans un nouvel onglet)');

  await page.getByRole('button', { name: 'Passer à l’anglais (EN)' }).click();
  await expect(footer.getByText('Mon–Fri, 3:30 p.m. to 6:30 p.m.')).toBeVisible();
  await expect(footer.getByText('Closed Saturday and Sunday')).toBeVisible();
});

test('the footer links lead to their pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected = [
    { name: 'À propos', heading: 'À propos de nous' },
    { name: 'Avis', heading: 'Page en construction' },
    { name: 'Formations', heading: 'Nos formations' },
    { name: 'Tarifs', heading: 'Page en construction' },
    { name: 'FAQ', heading: 'Page en construction' },
    { name: 'Confidentialité', heading: 'Politique de confidentialité' },
    { name: 'Conditions de vente', heading: 'Conditions de vente' },
    { name: 'Témoins', heading: 'Témoins (cookies)' },
  ];
  for (const { name, heading } of expected) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(heading);
  }
});
