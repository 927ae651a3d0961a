import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, tinyPng } from './support/catalogue-admin';
import { SEEDED_COURSES, uniqueTitle } from './support/catalogue-data';

test('an admin creates a course with an uploaded image, edits it, then deletes it', async ({
  adminPage: page,
}) => {
  test.slow(); // many steps, each waiting for the server
  const title = uniqueTitle('RCR pour les parents');
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des formations');
  const table = page.getByRole('table', { name: 'Liste des formations' });
  await expect(table.getByRole('row')).not.toHaveCount(1);

  // Create: the required fields are asked for first.
  await page.getByRole('button', { name: 'Créer une formation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une formation' });
  await dialog.getByRole('button', { name: 'Créer la formation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Veuillez remplir tous les champs obligatoires.',
  );
  await expectNoSeriousA11yViolations(page, 'course form with errors');

  await dialog.getByLabel('Titre en français *').fill(title);
  await dialog.getByLabel('Titre en anglais *').fill(`${title} (EN)`);
  await dialog.getByLabel('Description en français *').fill('Trois heures de pratique.');
  await dialog.getByLabel('Description en anglais *').fill('Three hours of practice.');
  await dialog.getByLabel('Instructeur *').fill('Sophie Bergeron');
  await dialog.getByLabel('Durée (heures) *').fill('3,5');
  await dialog.getByLabel('Prix ($) *').fill('89,50');
  await dialog.getByLabel('Prix régulier ($)').fill('99');
  await dialog.getByLabel('Niveau de certification').selectOption({ label: 'Niveau C' });
  await dialog.getByLabel('Accréditation en français').fill('Cœur + AVC');
  await dialog.getByLabel('Accréditation en anglais').fill('Heart & Stroke');
  await dialog.getByLabel('Ou téléversez une image').setInputFiles({
    name: 'rcr.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(dialog.getByText('Image téléversée.')).toBeVisible();
  await expect(dialog.getByLabel('Adresse de l’image')).toHaveValue(/^\/uploads\/.+\.png$/);
  const tag = dialog.getByLabel('Étiquette en français');
  await tag.fill('Parents');
  await tag.press('Enter');
  await tag.fill(' parents ');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByText('Cette étiquette est déjà dans la liste.')).toBeVisible();
  await tag.fill('RCR');
  await dialog.getByLabel('Étiquette en anglais').fill('CPR');
  await tag.press('Enter');
  await expect(
    dialog.getByRole('list', { name: 'Étiquettes de la formation' }).getByRole('listitem'),
  ).toHaveText(['Parents', 'RCR/CPR']);
  await dialog.getByRole('button', { name: 'Créer la formation' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Formation créée avec succès' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('89,50\u00a0$');
  await expect(row).toContainText('3\u00a0h\u00a030');

  // The search finds it by its title.
  await page.getByRole('searchbox', { name: 'Rechercher une formation' }).fill(title);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Visitors find it in the catalogue with its uploaded image.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/courses?q=${encodeURIComponent(title)}`);
  const card = visitor.getByRole('main').getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText(title);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(card.locator('s')).toHaveText('Prix régulier 99,00\u00a0$');

  // In English, the course page shows the English accreditation and tags (a blank English tag
  // reads as the French one), never the French ones.
  await card.getByRole('link').first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const tagsOf = () =>
    visitor
      .getByRole('region', { name: /^(Sujets abordés|Topics covered)$/ })
      .getByRole('listitem');
  await expect(visitor.getByRole('main')).toContainText('Cœur + AVC');
  await expect(tagsOf()).toHaveText(['Parents', 'RCR']);
  await visitor.goto(`${visitor.url()}?lng=en`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${title} (EN)`);
  await expect(visitor.getByRole('main')).toContainText('Heart & Stroke');
  await expect(visitor.getByRole('main')).not.toContainText('Cœur + AVC');
  await expect(tagsOf()).toHaveText(['Parents', 'CPR']);
  await visitor.close();

  // Edit: the form starts from the course; the new price shows in the table.
  await row.getByRole('button', { name: `Modifier ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Modifier la formation' });
  await expect(editor.getByLabel('Prix ($) *')).toHaveValue('89,50');
  await editor.getByLabel('Prix ($) *').fill('79');
  await editor.getByRole('button', { name: 'Retirer l’étiquette Parents' }).click();
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Formation mise à jour avec succès' }),
  ).toBeVisible();
  await expect(row).toContainText('79,00\u00a0$');

  // Delete, after confirmation.
  await row.getByRole('button', { name: `Supprimer ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la formation' });
  await expect(confirm).toContainText(
    `Voulez-vous vraiment supprimer «\u00a0${title}\u00a0»\u00a0?`,
  );
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Formation supprimée avec succès' }),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('an admin edits and deletes a course from its public page', async ({ adminPage: page }) => {
  test.slow(); // many steps, each waiting for the server
  const title = uniqueTitle('Premiers soins en forêt');
  const created = await page.request.post('/api/courses', {
    data: {
      title: { fr: title, en: `${title} EN` },
      description: { fr: 'En plein air.', en: 'Outdoors.' },
      instructor: 'Nathalie Roy',
      priceCents: 12000,
      durationHours: 8,
      category: 'professional-development',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { course } = (await created.json()) as { course: { slug: string } };

  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const actions = page.getByRole('group', { name: 'Actions d’administration' });
  await actions.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByRole('dialog', { name: 'Modifier la formation' });
  await editor.getByLabel('Titre en français *').fill(`${title} (révisé)`);
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Formation mise à jour' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (révisé)`);

  await actions.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la formation' });
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('Formation supprimée avec succès\u00a0!')).toBeVisible();
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formation introuvable');
});

test('the admin courses page in English, at phone width, passes axe', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/courses?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course management');
  const table = page.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('row').nth(SEEDED_COURSES)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin courses, English, 375 px');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('zzz nothing');
  // Below the table, within the phone's width, rather than centred across the table's scroll width.
  const empty = page.getByText('No courses found');
  await expect(empty).toBeVisible();
  const box = await empty.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
});
