import { expectNothingOverflows, screenSizes } from './support/fit';
import { expect, logIn, plain, seededCourses, test } from './support/booking-fixtures';

interface CreatedBooking {
  booking: { id: number; reference: string; interacReference: string | null };
}

test('a student sees every booking on the dashboard before the office approves it', async ({
  page,
  signUp,
  adminApi,
  scheduleSession,
}, testInfo) => {
  const account = await signUp();
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/dashboard');

  // Two bookings through the signed-in browser: a session paid by Interac, and a course on
  // request with no preferred date, paid in cash.
  const session = await scheduleSession(seededCourses.cpr.id);
  const book = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/bookings', {
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        language: 'fr',
        ...data,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as CreatedBooking).booking;
  };
  const interac = await book({
    courseId: seededCourses.cpr.id,
    sessionId: session.id,
    paymentMethod: 'interac',
  });
  const cash = await book({ courseId: seededCourses.firstAid.id, paymentMethod: 'cash' });
  const titles = (await (await page.request.get('/api/courses?lang=fr')).json()) as {
    courses: { id: number; title: string }[];
  };
  const titleOf = (id: number) => titles.courses.find((course) => course.id === id)?.title ?? '';

  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Mes réservations' });
  await expect(section.getByTestId('my-booking')).toHaveCount(2);
  const interacCard = section.getByRole('listitem', { name: titleOf(seededCourses.cpr.id) });
  await expect(interacCard.getByTestId('booking-status')).toHaveText('En attente de confirmation');
  await expect(interacCard).toContainText(`Réservation ${interac.reference}`);
  await expect(interacCard).toContainText(session.location);
  await expect(interacCard.getByTestId('interac-instructions')).toContainText(
    interac.interacReference ?? 'missing',
  );
  const cashCard = section.getByRole('listitem', { name: titleOf(seededCourses.firstAid.id) });
  await expect(cashCard.getByTestId('booking-date')).toHaveText('Date à confirmer');
  expect(plain(await cashCard.getByTestId('booking-payment').textContent())).toBe(
    'Comptant : En attente du paiement',
  );

  for (const size of screenSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(section.getByTestId('my-booking')).toHaveCount(2);
    await expectNothingOverflows(page, page.getByRole('main'));
    await section.screenshot({ path: testInfo.outputPath(`my-bookings-fr-${size.width}.png`) });
  }

  // The office records the transfer and approves: the dashboard says so, without instructions.
  // Paid means confirmed (issue 41): the payment approves the booking.
  for (const change of [{ paymentReceived: true }]) {
    const response = await adminApi.request.patch(`/api/admin/bookings/${interac.id}`, {
      data: change,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.reload();
  await expect(interacCard.getByTestId('booking-status')).toHaveText('Confirmée');
  expect(plain(await interacCard.getByTestId('booking-payment').textContent())).toBe(
    'Virement Interac : Payé',
  );
  await expect(interacCard.getByTestId('interac-instructions')).toHaveCount(0);

  // Its page opens for the owner without any token.
  await cashCard.getByRole('link', { name: `Voir la réservation ${cash.reference}` }).click();
  await expect(page).toHaveURL(`/bookingsuccess?booking=${cash.id}`);
  await expect(page.getByTestId('reference')).toHaveText(cash.reference);

  // In English, the titles are the courses' English ones.
  const english = (await (await page.request.get('/api/courses?lang=en')).json()) as {
    courses: { id: number; title: string }[];
  };
  await page.goto('/dashboard?lng=en');
  const mine = page.getByRole('region', { name: 'My bookings' });
  const englishTitle = english.courses.find((c) => c.id === seededCourses.firstAid.id)?.title;
  await expect(mine.getByRole('listitem', { name: englishTitle })).toContainText(
    'Date to be confirmed',
  );
});
