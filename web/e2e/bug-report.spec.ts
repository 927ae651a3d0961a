import { expect, test, type Page } from '@playwright/test';

async function openDialog(page: Page) {
  await page.goto('/courses');
  await page.getByRole('button', { name: 'Signaler un bogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un bogue' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the dialog validates, sends the report and thanks the visitor', async ({ page }) => {
  let sent: unknown;
  // The server endpoint is stubbed here so the test pins the page's side of the contract.
  await page.route('**/api/bug-reports', async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ status: 201, json: { id: 1 } });
  });
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Description du problème')).toBeFocused();

  await dialog.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(dialog.getByText('Veuillez décrire le problème.')).toBeVisible();

  await dialog.getByLabel('Description du problème').fill('La carte ne s’affiche pas.');
  await dialog.getByLabel('Courriel (facultatif)').fill('pas-un-courriel');
  await dialog.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(dialog.getByText('Veuillez entrer une adresse courriel valide.')).toBeVisible();

  await dialog.getByLabel('Courriel (facultatif)').fill('marie@example.com');
  await dialog.getByRole('button', { name: 'Envoyer le rapport' }).click();

  const thanks = page.getByRole('dialog', { name: 'Merci\u00a0!' });
  await expect(thanks).toBeVisible();
  expect(sent).toEqual({
    description: 'La carte ne s’affiche pas.',
    email: 'marie@example.com',
    pageUrl: page.url(),
    website: '',
  });

  await thanks.getByRole('button', { name: 'Quitter' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Signaler un bogue' })).toBeFocused();
});

test('a failed send shows the error in French and in English', async ({ page }) => {
  await page.route('**/api/bug-reports', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'Internal error.' } },
    }),
  );
  const dialog = await openDialog(page);
  await dialog.getByLabel('Description du problème').fill('Rien ne fonctionne.');
  await dialog.getByRole('button', { name: 'Envoyer le rapport' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Échec de l’envoi du rapport de bogue.');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Passer à l’anglais (EN)' }).click();
  await page.getByRole('button', { name: 'Report a bug' }).click();
  const english = page.getByRole('dialog', { name: 'Report a bug' });
  await english.getByLabel('Describe the problem').fill('Nothing works.');
  await english.getByRole('button', { name: 'Send report' }).click();
  await expect(english.getByRole('alert')).toHaveText('Failed to send bug report.');
});

test('focus stays inside the dialog and Escape closes it', async ({ page }) => {
  const dialog = await openDialog(page);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
