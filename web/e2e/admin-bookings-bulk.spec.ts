import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, logIn, seededCourses, test } from './support/booking-fixtures';
import { seededCpr } from './support/catalogue-data';
import { expectNothingOverflows, expectTableFits } from './support/fit';

test('an admin lists one session’s bookings, approves two of them at once, then leaves the session', async ({
  page,
  adminApi,
  scheduleSession,
  bookThroughApi,
}) => {
  test.slow(); // three bookings, a sign-in, two window sizes, a scan and a bulk approval
  // A session of this test's own: its filter lists these three bookings and no other spec's.
  const session = await scheduleSession(seededCourses.cpr.id);
  const first = await bookThroughApi(seededCourses.cpr.id, session.id);
  const second = await bookThroughApi(seededCourses.cpr.id, session.id);
  const third = await bookThroughApi(seededCourses.cpr.id, session.id);

  const rows = page.getByTestId('booking-row');
  const rowOf = (reference: string) => rows.filter({ hasText: reference });
  const boxOf = (reference: string) =>
    rowOf(reference).getByRole('checkbox', {
      name: new RegExp(`^Sélectionner la réservation ${reference} `),
    });
  const bar = page.getByRole('region', { name: 'Actions sur la sélection' });
  const region = page.getByRole('region', { name: 'Liste des réservations' });
  const selectAll = region.getByRole('checkbox', {
    name: /^Sélectionner les 3 réservations affichées$/,
  });
  // The chip names the session by its course (and date), and removes the filter. (Playwright
  // matches a name with its no-break spaces made ordinary.)
  const chip = page.getByRole('button', { name: /^Retirer le filtre « Séance : / });
  const sessionPage = `/admin/bookings?sessionId=${session.id}`;

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');

  await test.step('on a 360 px phone, a card’s box selects it and the bar fits', async () => {
    // Set before the page loads: the admin side bar folds when the page starts on a phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(sessionPage);
    await expect(rows).toHaveCount(3);
    await expect(selectAll).toBeVisible();
    await boxOf(third.reference).check();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('1\u00a0sélectionnée');
    await expectTableFits(page, region);
    await expectNothingOverflows(page, bar);
    await bar.getByRole('button', { name: 'Désélectionner' }).click();
    await expect(bar).toHaveCount(0);
    await expect(boxOf(third.reference)).not.toBeChecked();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(sessionPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservations');
  // This session's bookings, and no other.
  await expect(rows).toHaveCount(3);
  for (const { reference } of [first, second, third]) {
    await expect(rowOf(reference)).toHaveCount(1);
  }
  await expect(chip).toContainText(seededCpr.fr.title);

  await boxOf(first.reference).check();
  await boxOf(second.reference).check();
  await expect(bar).toContainText('2\u00a0sélectionnées');
  // The header's box says only some of the bookings shown are selected.
  await expect(selectAll).toBeChecked({ indeterminate: true });
  await expectNothingOverflows(page, bar);
  await expectNoSeriousA11yViolations(page, 'admin bookings with a selection');

  await bar.getByRole('button', { name: 'Approuver', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Approuver les 2\u00a0réservations sélectionnées\u00a0?',
  });
  await expect(dialog).toContainText('la personne avisée par courriel');
  await dialog.getByRole('button', { name: 'Approuver les 2\u00a0réservations' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: '2\u00a0réservations approuvées.' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await expect(rowOf(first.reference).getByTestId('booking-status')).toHaveText('Approuvée');
  await expect(rowOf(second.reference).getByTestId('booking-status')).toHaveText('Approuvée');
  await expect(rowOf(third.reference).getByTestId('booking-status')).toHaveText('En attente');

  await chip.click();
  await expect(page).toHaveURL('/admin/bookings');
  await expect(page.getByTestId('session-filter')).toHaveCount(0);
  // The whole list again: other specs' bookings too, this test's still there.
  await page.getByRole('searchbox', { name: 'Rechercher une réservation' }).fill(third.reference);
  await expect(rows).toHaveCount(1);
  await expect(rowOf(third.reference).getByTestId('booking-status')).toHaveText('En attente');
});
