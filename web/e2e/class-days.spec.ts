import { logIn } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newInstructor } from './support/instructor';
import { dateFromToday, expect, seededCourses, test, uniqueTag } from './support/booking-fixtures';

// Issue 41: a class of two days, given before the office entered it. The office schedules it and books
// its attendee; the instructor checks her in on each day, records her result once and signs: her
// certificate bears the class's last day.
test('a class of two days entered afterwards: each day checked in, one result, one certificate', async ({
  page,
  adminApi,
}, testInfo) => {
  test.slow(); // an instructor, a session, a booking, the roster on a phone and an accessibility scan
  const instructor = await newInstructor(adminApi.request);
  const instructorId = instructor.id;
  // Two days some weeks ago (a different pair each run: the instructor is busy on those days only).
  const offset = -(20 + Math.floor(Math.random() * 300));
  const [first, last] = [dateFromToday(offset), dateFromToday(offset + 1)];
  const created = await adminApi.request.post(`/api/courses/${seededCourses.cpr.id}/sessions`, {
    data: {
      days: [
        { date: first, startsAt: '08:30', endsAt: '16:30' },
        { date: last, startsAt: '08:30', endsAt: '16:30' },
      ],
      location: `Salle ${uniqueTag()}, Gatineau`,
      capacity: 8,
      instructorIds: [instructorId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = ((await created.json()) as { session: { id: number } }).session;
  const booked = await adminApi.request.post(`/api/admin/sessions/${session.id}/bookings`, {
    data: {
      firstName: 'Léa',
      lastName: 'Tremblay',
      email: `lea-${uniqueTag()}@example.com`,
      paymentMethod: 'cash',
      language: 'fr',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const lea = ((await booked.json()) as { booking: { id: number } }).booking.id;
  const paid = await adminApi.request.patch(`/api/admin/bookings/${lea}`, {
    data: { paymentReceived: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logIn(page, instructor);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/instructor/sessions/${session.id}`);
  const card = page.getByRole('listitem', { name: 'Léa Tremblay' });
  const days = page.getByRole('group', { name: 'Jour de la formation' });
  // Both days are over: the last one is chosen.
  await expect(days.getByRole('radio', { name: /^Jour 2/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'roster of two days');

  const passed = card.getByRole('button', { name: 'Réussi', exact: true });
  await card.getByRole('button', { name: 'Présent', exact: true }).click();
  await expect(card.getByTestId('days-checked-in')).toContainText('Jour 2\u00a0: Présent');
  await expect(passed).toBeDisabled(); // the first day is not checked in yet
  await days.getByText(/^Jour 1/).click();
  await card.getByRole('button', { name: 'En retard', exact: true }).click();
  await expect(card.getByTestId('days-checked-in')).toContainText('Jour 1\u00a0: En retard');
  await passed.click();
  await expect(passed).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({
    path: testInfo.outputPath('roster-two-days-fr-390.png'),
    fullPage: true,
  });

  // Read again from the server: each day as recorded.
  await page.reload();
  await expect(page.getByTestId('days-checked-in')).toHaveText(
    'Jour 1\u00a0: En retard · Jour 2\u00a0: Présent',
  );

  await page.getByRole('button', { name: 'Signer et finaliser la liste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signer et finaliser la liste' });
  await expect(dialog.getByText('1 certificat sera émis.')).toBeVisible();
  await dialog.getByLabel('Votre nom complet').fill('Josée Gagnon');
  await dialog.getByRole('button', { name: 'Signer la liste' }).click();
  const outcome = page.getByRole('region', { name: 'Liste signée' });
  await expect(outcome.getByText('Léa Tremblay')).toBeVisible();

  // The certificate bears the class's last day.
  const roster = await adminApi.request.get(`/api/instructor/sessions/${session.id}/roster`);
  const credential = (
    (await roster.json()) as { attendees: { certificate: { credentialId: string } | null }[] }
  ).attendees[0]?.certificate?.credentialId;
  expect(credential).toBeTruthy();
  const certificate = await adminApi.request.get(`/api/certificates/${credential}`);
  expect(((await certificate.json()) as { issuedOn: string }).issuedOn).toBe(last);
});
