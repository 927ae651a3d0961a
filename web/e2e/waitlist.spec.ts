import { waitForLink } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingLabels, expect, seededCourses, test, uniqueTag } from './support/booking-fixtures';

// Issue 28: a full session's waiting list, from the visitor's side. They join from the booking form; the
// office frees the seat; the server offers it (a task every two seconds) and mails the link; the page it
// opens holds the seat for them, and the booking form books it with the offer.
test('a visitor joins a full session’s waiting list, is offered the freed seat and books it', async ({
  page,
  adminApi,
  scheduleSession,
  bookThroughApi,
}) => {
  const course = seededCourses.bls;
  const session = await scheduleSession(course.id, { capacity: 1 });
  const taken = await bookThroughApi(course.id, session.id);
  const email = `attente-${uniqueTag()}@example.com`;

  await page.goto(`/booking/${course.id}?lng=fr`);
  const main = page.getByRole('main');
  await main.locator(`button[aria-describedby="booking-session-${session.id}-label"]`).click();
  const dialog = page.getByRole('dialog', { name: 'Liste d’attente' });
  await dialog.getByLabel('Prénom', { exact: true }).fill('Léa');
  await dialog.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await dialog.getByLabel('Courriel', { exact: true }).fill(email);
  await expectNoSeriousA11yViolations(page, 'waiting list form');
  await dialog.getByRole('button', { name: 'M’inscrire sur la liste d’attente' }).click();
  await expect(
    dialog.getByText('Vous êtes au rang 1 de la liste d’attente.', { exact: false }),
  ).toBeVisible();

  // The office rejects the booking that held the seat.
  const found = await adminApi.request.get(`/api/admin/bookings?q=${taken.reference}`);
  const id = ((await found.json()) as { bookings: { id: number }[] }).bookings[0].id;
  const rejected = await adminApi.request.patch(`/api/admin/bookings/${id}`, {
    data: { status: 'rejected' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  const offer = await waitForLink(email, 'waitlist', 'Réserver ma place');
  await page.goto(offer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une place vous attend');
  await expectNoSeriousA11yViolations(page, 'waiting list offer page');
  await page.getByRole('link', { name: 'Réserver ma place' }).click();

  await expect(page).toHaveURL(/\/booking\/\d+\?.*waitlist=/);
  const form = page.getByRole('main');
  await expect(form.getByLabel(bookingLabels.fr.email, { exact: true })).toHaveValue(email);
  await expect(form.getByText('Place réservée pour vous jusqu’au', { exact: false })).toBeVisible();
  await form.getByRole('button', { name: bookingLabels.fr.confirm }).click();
  await expect(page).toHaveURL(/\/bookingsuccess\?booking=\d+&token=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookingLabels.fr.success);

  // The place says it is booked.
  await page.goto(offer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos places sont réservées');
});
