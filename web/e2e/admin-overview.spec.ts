import type { Page } from '@playwright/test';
import { digitsOf, readOverview } from './support/admin-overview';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  bookingLabels,
  dateFromToday,
  expect,
  fillDetails,
  logIn,
  money,
  plain,
  quebecTaxes,
  seededCourses,
  test,
  uniqueTag,
} from './support/booking-fixtures';

const course = seededCourses.firstAid;

/** A visitor books the course on request and will pay cash; returns the booking's reference. */
async function bookWithCash(page: Page, lastName: string): Promise<string> {
  const labels = bookingLabels.fr;
  await page.goto(`/booking/${course.id}`);
  await fillDetails(page, 'fr', {
    firstName: 'Émilie',
    lastName,
    email: `emilie-${uniqueTag()}@example.com`,
  });
  const main = page.getByRole('main');
  await main.getByLabel(labels.preferredDate, { exact: true }).fill(dateFromToday(25));
  await main.getByRole('radio', { name: labels.cash }).check();
  await main.getByRole('button', { name: labels.confirm }).click();
  await expect(page).toHaveURL(/\/bookingsuccess\?/);
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  expect(reference).toMatch(/^SEC-/);
  return reference;
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Indicateurs clés' });

test('the overview counts a new cash booking as pending, then its payment as revenue', async ({
  page,
  adminApi,
}) => {
  test.slow(); // a booking, a sign-in, a payment and two scans
  const total = quebecTaxes(course.priceCents).total;
  const before = await readOverview(adminApi.request);
  const lastName = `Bouchard ${uniqueTag()}`;
  const reference = await bookWithCash(page, lastName);

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  // Other specs may book at the same time: at least this booking more, never fewer.
  const pending = await digitsOf(tiles(page).getByTestId('stat-pending'));
  expect(pending).toBeGreaterThanOrEqual(before.pendingBookings + 1);
  const revenueBefore = await digitsOf(tiles(page).getByTestId('stat-revenue'));
  expect(revenueBefore).toBeGreaterThanOrEqual(before.revenueCents);

  // The booking is the latest activity (or close to it), with its course and status.
  const activity = page.getByTestId('activity-item').filter({ hasText: `Émilie ${lastName}` });
  await expect(activity).toHaveCount(1);
  await expect(activity).toContainText('Réservation');
  await expect(activity).toContainText('En attente');
  await expect(activity).toContainText(/il y a \d+\u00a0min/);
  await expectNoSeriousA11yViolations(page, 'admin overview');

  // The quick action leads to the bookings, where the admin records the cash payment.
  await page.getByRole('link', { name: 'Traiter les réservations' }).click();
  await expect(page).toHaveURL('/admin/bookings');
  await page.getByRole('searchbox', { name: 'Rechercher une réservation' }).fill(reference);
  const row = page.getByTestId('booking-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Actions pour la réservation/ }).click();
  await row.getByRole('menuitem', { name: /^Noter le paiement reçu pour la réservation/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Paiement enregistré avec succès' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', {
      name: 'Tableau de bord',
    })
    .click();
  await expect(tiles(page)).toBeVisible();
  const revenueAfter = await digitsOf(tiles(page).getByTestId('stat-revenue'));
  expect(revenueAfter - revenueBefore).toBeGreaterThanOrEqual(total);
  // Paid this week: the chart's last week holds it too (its figures are in the table for
  // screen readers).
  const thisWeek = page.getByTestId('week-row').last();
  const lastWeekBefore = before.weekly.at(-1)?.revenueCents ?? 0;
  const weekRevenue = await digitsOf(thisWeek.getByRole('cell').last());
  expect(weekRevenue).toBeGreaterThanOrEqual(lastWeekBefore + total);

  const after = await readOverview(adminApi.request);
  expect(after.revenueCents - before.revenueCents).toBeGreaterThanOrEqual(total);
  expect(plain(await tiles(page).getByTestId('stat-revenue').textContent())).toMatch(
    /^[\d ]+,\d\d \$$/,
  );
});

test('the admin changes the revenue target in dollars', async ({ page, adminApi }) => {
  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  const field = page.getByRole('textbox', { name: 'Objectif sur 30 jours (en dollars)' });
  const cents = 100_000 + Math.floor(Math.random() * 900_000);
  const dollars = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

  await field.fill('beaucoup');
  await page.getByRole('button', { name: 'Enregistrer l’objectif' }).click();
  await expect(
    page.getByText('Indiquez un montant en dollars, par exemple 5000 ou 5000,50.'),
  ).toBeVisible();

  await field.fill(dollars);
  await page.getByRole('button', { name: 'Enregistrer l’objectif' }).click();
  await expect(page.getByText('Objectif de revenus enregistré.')).toBeVisible();
  await expect
    .poll(async () => plain(await page.getByTestId('revenue-target-detail').textContent()))
    .toContain(`sur ${money(cents, 'fr')}`);
  expect((await readOverview(adminApi.request)).performance.revenueTarget.targetCents).toBe(cents);
});

test('in English, the overview writes dollars the English way', async ({ page, adminApi }) => {
  await page.goto('/login?lng=en');
  await logIn(page, adminApi.account, 'en');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const revenue = page.getByRole('list', { name: 'Key figures' }).getByTestId('stat-revenue');
  await expect(revenue).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin overview (English)');
});

test('the side bar leads to the sessions, where a session is edited within its seats', async ({
  page,
  adminApi,
  scheduleSession,
  bookThroughApi,
}) => {
  test.slow();
  const session = await scheduleSession(seededCourses.pdsb.id, { capacity: 6 });
  await bookThroughApi(seededCourses.pdsb.id, session.id);
  await bookThroughApi(seededCourses.pdsb.id, session.id);
  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Séances' })
    .click();
  await expect(page).toHaveURL('/admin/sessions');
  const row = page.getByTestId('session-row').filter({ hasText: session.location });
  await expect(row).toContainText('2 / 6');

  await row.getByRole('button', { name: /^Modifier la séance/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la séance' });
  await expect(dialog.getByLabel('Lieu')).toHaveValue(session.location);
  const capacity = dialog.getByLabel('Nombre de places');
  await capacity.fill('1');
  await dialog.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(
    dialog.getByText('La capacité ne peut pas être inférieure aux places déjà réservées (2).'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'edit session dialog');

  const location = `Salle ${uniqueTag()}, Gatineau`;
  await dialog.getByLabel('Lieu').fill(location);
  await capacity.fill('9');
  await dialog.getByLabel('Début').fill('08:30');
  await dialog.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Séance modifiée avec succès' }),
  ).toBeVisible();
  const edited = page.getByTestId('session-row').filter({ hasText: location });
  await expect(edited).toContainText('2 / 9');
  await expect(edited).toContainText('de 8\u00a0h\u00a030 à');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the overview fits the width of a phone', async ({ page, adminApi }) => {
    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    await expect(tiles(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
