import type { Page } from '@playwright/test';
import { newAccount } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNothingOverflows, expectTableFits, screenSizes } from './support/fit';
import {
  bookingLabels,
  bookOnRequestAs,
  dateFromToday,
  expect,
  fillDetails,
  logIn,
  seededCourses,
  test,
  uniqueTag,
  type Lang,
} from './support/booking-fixtures';

const words = {
  fr: {
    bookings: 'Réservations',
    search: 'Rechercher une réservation',
    unpaid: 'Non payé',
    paid: 'Payé',
    pending: 'En attente',
    approved: 'Approuvée',
    paidNotice: 'Paiement enregistré avec succès\u00a0!',
    approvedNotice: 'Réservation approuvée avec succès\u00a0!',
    actionsButton: /^Actions pour la réservation/,
    paymentButton: /^Noter le paiement reçu pour la réservation/,
    approveButton: /^Approuver la réservation/,
    cancelButton: /^Annuler la réservation/,
    confirmed: 'Confirmée',
  },
  en: {
    bookings: 'Bookings',
    search: 'Search bookings',
    unpaid: 'Unpaid',
    paid: 'Paid',
    pending: 'Pending',
    approved: 'Approved',
    paidNotice: 'Payment recorded successfully!',
    approvedNotice: 'Booking approved successfully!',
    actionsButton: /^Actions for booking/,
    paymentButton: /^Record the payment received for booking/,
    approveButton: /^Approve booking/,
    cancelButton: /^Cancel booking/,
    confirmed: 'Confirmed',
  },
} as const;

/** A visitor books `courseId` on request with `method`; returns the success page's address. */
async function bookOnRequest(page: Page, lang: Lang, courseId: number, method: 'interac' | 'cash') {
  const labels = bookingLabels[lang];
  await page.goto(`/booking/${courseId}?lng=${lang}`);
  const main = page.getByRole('main');
  await fillDetails(page, lang, {
    firstName: 'Émilie',
    lastName: 'Bouchard',
    email: `emilie-${uniqueTag()}@example.com`,
  });
  await main.getByLabel(labels.preferredDate, { exact: true }).fill(dateFromToday(20));
  await main.getByRole('radio', { name: labels[method] }).check();
  await main.getByRole('button', { name: labels.confirm }).click();
  await expect(page).toHaveURL(/\/bookingsuccess\?/);
  const reference = (await page.getByTestId('reference').textContent()) ?? '';
  expect(reference).toMatch(/^SEC-/);
  return { reference, successUrl: page.url() };
}

for (const [lang, method, courseId] of [
  ['fr', 'interac', seededCourses.firstAid.id],
  ['en', 'cash', seededCourses.earlyChildhood.id],
] as const) {
  test(`an admin records the ${method} payment and approves the booking (${lang})`, async ({
    page,
    createAdmin,
  }) => {
    test.slow(); // a booking, a sign-in and two updates, with an accessibility scan
    const w = words[lang];
    const { reference, successUrl } = await bookOnRequest(page, lang, courseId, method);

    const admin = await createAdmin();
    await page.goto(`/login?lng=${lang}`);
    await logIn(page, admin, lang);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/bookings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.bookings);
    await page.getByRole('searchbox', { name: w.search }).fill(reference);
    const rows = page.getByTestId('booking-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(reference);
    await expect(row.getByTestId('payment-status')).toHaveText(w.unpaid);
    await expect(row.getByTestId('booking-status')).toHaveText(w.pending);
    await expectNoSeriousA11yViolations(page, `admin bookings (${lang})`);

    // The row's actions are in its menu.
    await row.getByRole('button', { name: w.actionsButton }).click();
    await row.getByRole('menuitem', { name: w.paymentButton }).click();
    await expect(page.getByRole('status').filter({ hasText: w.paidNotice })).toBeVisible();
    await expect(row.getByTestId('payment-status')).toHaveText(w.paid);

    await row.getByRole('button', { name: w.actionsButton }).click();
    await row.getByRole('menuitem', { name: w.approveButton }).click();
    await expect(page.getByRole('status').filter({ hasText: w.approvedNotice })).toBeVisible();
    await expect(row.getByTestId('booking-status')).toHaveText(w.approved);
    // Approved is final and paid: only its cancellation is left in the menu.
    await row.getByRole('button', { name: w.actionsButton }).click();
    await expect(row.getByRole('menuitem')).toHaveCount(1);
    await expect(row.getByRole('menuitem', { name: w.cancelButton })).toBeVisible();
    await page.keyboard.press('Escape');

    // The customer's page shows it too (an admin may read any booking).
    await page.goto(successUrl);
    const summary = page.getByRole('region', {
      name: lang === 'fr' ? 'Votre réservation' : 'Your booking',
    });
    await expect(summary.getByTestId('payment-status')).toHaveText(lang === 'fr' ? 'Payé' : 'Paid');
    await expect(summary).toContainText(w.confirmed);
  });
}

test('an admin schedules a session, visitors see it, and cancelling it takes it away', async ({
  page,
  createAdmin,
}) => {
  test.slow();
  const admin = await createAdmin();
  await page.goto('/login');
  await logIn(page, admin);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/bookings');
  await page.getByRole('link', { name: 'Gérer les séances' }).click();
  await expect(page).toHaveURL('/admin/sessions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Séances');

  const location = `Local ${uniqueTag()}, Gatineau`;
  await page.getByRole('button', { name: 'Nouvelle séance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planifier une séance' });
  await dialog.getByLabel('Formation').selectOption(String(seededCourses.pdsb.id));
  await dialog.getByLabel('Date').fill(dateFromToday(75));
  await dialog.getByLabel('Début').fill('08:30');
  await dialog.getByLabel('Fin').fill('16:30');
  await dialog.getByLabel('Lieu').fill(location);
  await dialog.getByLabel('Nombre de places').fill('10');
  await expectNoSeriousA11yViolations(page, 'new session dialog');
  await dialog.getByRole('button', { name: 'Planifier la séance' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Séance planifiée avec succès' }),
  ).toBeVisible();
  const row = page.getByTestId('session-row').filter({ hasText: location });
  await expect(row).toContainText('0 / 10');
  await expect(row).toContainText('de 8\u00a0h\u00a030 à 16\u00a0h\u00a030');
  await expectNoSeriousA11yViolations(page, 'admin sessions');

  // A visitor sees the new session with its seats, at its Quebec time.
  const visitor = await page.context().newPage();
  await visitor.goto(`/booking/${seededCourses.pdsb.id}`);
  const card = visitor
    .locator('div')
    .filter({ has: visitor.getByText(location, { exact: true }) })
    .last();
  await expect(card).toContainText('10\u00a0places restantes');
  await expect(card).toContainText('de 8\u00a0h\u00a030 à 16\u00a0h\u00a030');

  await row.getByRole('button', { name: /^Annuler la séance/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler cette séance\u00a0?' });
  await confirm.getByRole('button', { name: 'Annuler la séance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Séance annulée' })).toBeVisible();
  await expect(row).toContainText('Annulée');
  // Only its waiting list stays open to the office (decision 052): nothing to edit or cancel.
  await expect(row.getByRole('button')).toHaveCount(1);
  await expect(row.getByRole('button', { name: /Liste d’attente/ })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Réserver une formation');
  await expect(
    visitor
      .getByLabel('Date souhaitée')
      .or(visitor.getByRole('group', { name: 'Séance' }))
      .first(),
  ).toBeVisible();
  await expect(visitor.getByText(location)).toHaveCount(0);
  await visitor.close();
});

test('every admin table fits a 1280 × 800 window and a 390 px phone, in French', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
  bookThroughApi,
}) => {
  test.slow(); // five pages at two sizes
  // A pending booking with every action, a student with a booking of their own.
  const session = await scheduleSession(seededCourses.cpr.id);
  const booked = await bookThroughApi(seededCourses.cpr.id, session.id);
  const student = await signUp(newAccount('Élisabeth-Anne', `Desrochers${uniqueTag()}`));
  await bookOnRequestAs(request, student);

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/students');
  await page.getByRole('searchbox', { name: 'Rechercher un étudiant' }).fill(student.lastName);
  await page
    .getByRole('link', { name: `Voir le dossier de ${student.firstName} ${student.lastName}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/students\/\d+$/);
  const studentPage = new URL(page.url()).pathname;

  const tables = [
    // The bookings' counts are on their status filters (a group of pills) above the table.
    { path: '/admin/bookings', region: 'Liste des réservations', filters: 'Statut' },
    { path: '/admin/sessions', region: 'Séances à venir' },
    { path: '/admin/courses', region: 'Liste des formations' },
    { path: '/admin/students', region: 'Liste des étudiants' },
    { path: studentPage, region: 'Réservations de l’étudiant' },
  ];
  for (const size of screenSizes) {
    await page.setViewportSize(size);
    for (const { path, region, filters } of tables) {
      await test.step(`${path} at ${size.name}`, async () => {
        await page.goto(path);
        await expectTableFits(page, page.getByRole('region', { name: region }));
        if (filters) {
          await expectNothingOverflows(
            page,
            page.getByRole('group', { name: filters, exact: true }),
          );
        }
      });
    }
  }

  // After an action the table still fits (it used to widen and scroll sideways).
  await page.goto('/admin/bookings');
  // This test's own booking: other specs add "Autre Personne" bookings meanwhile, which sort first.
  await page.getByRole('searchbox', { name: 'Rechercher une réservation' }).fill(booked.reference);
  // The search has answered when the list holds that booking alone.
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  const row = page.getByTestId('booking-row').filter({ hasText: booked.reference });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Actions pour la réservation/ }).click();
  await row.getByRole('menuitem', { name: /^Noter le paiement reçu/ }).click();
  await expect(row.getByTestId('payment-status')).toHaveText('Payé');
  await expectTableFits(page, page.getByRole('region', { name: 'Liste des réservations' }));
});
