import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  courseId,
  SEEDED_COURSES,
  seededAllergies,
  seededCpr,
  seededPdsb,
  seededWorkplace,
} from './support/catalogue-data';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('in French: browse, filter and search the catalogue, read a course and book it', async ({
  page,
  request,
}) => {
  const id = await courseId(request, seededCpr.slug);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos formations');
  await expect(card(page, seededCpr.fr.title)).toBeVisible();
  await expect(page.getByText(/^\d+\u00a0formations$/)).toBeVisible();

  // The workplace course shows its regular price struck through.
  const workplace = cards(page).filter({ hasText: seededWorkplace.fr.price });
  await expect(workplace.locator('s')).toHaveText(`Prix régulier ${seededWorkplace.fr.original}`);

  await page.getByRole('radio', { name: 'Développement professionnel' }).click();
  await expect(page.getByRole('radio', { name: 'Développement professionnel' })).toBeChecked();
  await expect(card(page, seededCpr.fr.title)).toHaveCount(0);
  await expect(card(page, seededPdsb.fr.title)).toBeVisible();
  await expect(page).toHaveURL(/category=professional-development/);
  await page.getByRole('radio', { name: 'Toutes les formations' }).click();
  await expect(card(page, seededCpr.fr.title)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Rechercher une formation' });
  await search.fill('allergies');
  await expect(card(page, seededAllergies.fr.title)).toBeVisible();
  await expect(card(page, seededCpr.fr.title)).toHaveCount(0);
  await search.fill('zzz introuvable');
  await expect(page.getByText('Aucune formation ne correspond à votre recherche.')).toBeVisible();
  await page.getByRole('button', { name: 'Voir toutes les formations' }).click();
  await expect(search).toHaveValue('');

  const cpr = card(page, seededCpr.fr.title);
  await expect(cpr).toContainText(seededCpr.fr.price);
  await expect(cpr).toContainText(seededCpr.fr.duration);
  await expect(
    cpr.getByRole('link', { name: `Réserver la formation ${seededCpr.fr.title}` }),
  ).toHaveAttribute('href', `/booking/${id}`);
  await cpr
    .getByRole('link', { name: `Voir les détails de la formation ${seededCpr.fr.title}` })
    .click();

  await expect(page).toHaveURL(`/courses/${seededCpr.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededCpr.fr.title);
  await expect(page).toHaveTitle(`${seededCpr.fr.title} | Formations Secours Outaouais`);
  await expect(page.getByText('Taxes en sus (TPS et TVQ).')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ce qui est inclus' })).toBeVisible();
  await expect(page.getByText('Satisfait ou remboursé pendant 30\u00a0jours')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Réserver cette formation' }).click();
  await expect(page).toHaveURL(`/booking/${id}`);
});

test('in English: prices and durations in English, details, then Book', async ({
  page,
  request,
}) => {
  const id = await courseId(request, seededCpr.slug);
  await page.goto('/courses?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
  await expect(card(page, seededCpr.en.title)).toBeVisible();
  const workplace = cards(page).filter({ hasText: seededWorkplace.en.price });
  await expect(workplace.locator('s')).toHaveText(`Regular price ${seededWorkplace.en.original}`);

  const cpr = card(page, seededCpr.en.title);
  await expect(cpr).toContainText(seededCpr.en.price);
  await expect(cpr).toContainText(seededCpr.en.duration);
  await cpr
    .getByRole('link', { name: `See the details of the course ${seededCpr.en.title}` })
    .click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededCpr.en.title);
  await expect(page.getByText('Taxes extra (GST and QST).')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you get' })).toBeVisible();
  await page.getByRole('link', { name: 'Book this course' }).click();
  await expect(page).toHaveURL(`/booking/${id}`);
});

test('switching the language reloads the catalogue in the other language', async ({ page }) => {
  await page.goto('/courses');
  await expect(card(page, seededCpr.fr.title)).toBeVisible();
  await page.getByRole('button', { name: 'Passer à l’anglais (EN)' }).click();
  await expect(card(page, seededCpr.en.title)).toBeVisible();
  await expect(card(page, seededCpr.en.title)).toContainText(seededCpr.en.price);
});

test('the older /course-details?id= address and an unknown course', async ({ page, request }) => {
  const id = await courseId(request, seededCpr.slug);
  await page.goto(`/course-details?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededCpr.fr.title);
  await page.goto('/courses/une-formation-qui-nexiste-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formation introuvable');
});

test('the home page highlights courses from the catalogue', async ({ page }) => {
  await page.goto('/');
  const highlights = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Nos formations' }),
  });
  await expect(highlights.getByRole('article')).toHaveCount(SEEDED_COURSES);
  await highlights
    .getByRole('link', { name: `En savoir plus sur la formation ${seededCpr.fr.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededCpr.fr.title);
});

test.describe('accessibility', () => {
  for (const [path, label] of [
    ['/courses', 'catalogue'],
    [`/courses/${seededCpr.slug}`, 'course page'],
    ['/about', 'About page'],
    ['/courses?lng=en', 'catalogue in English'],
  ] as const) {
    test(`the ${label} has no serious axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait for the content from the API, not only the page frame.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, label);
    });
  }

  test('the catalogue at phone width has no serious axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/courses');
    await expect(card(page, seededCpr.fr.title)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'catalogue, 375 px');
  });
});
