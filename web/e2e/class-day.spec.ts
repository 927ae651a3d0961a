import type { APIRequestContext } from '@playwright/test';
import { logIn } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createInstructor } from './support/auth-server';
import { newInstructor } from './support/instructor';
import { expect, seededCourses, test, uniqueTag } from './support/booking-fixtures';

// Issue 29: the class day on the instructor's phone. The office gives the session its instructor; two
// people booked it, one paid. The instructor checks them in and records the results (one tap lost on a
// weak network and retried), signs the list, and the certificate goes to the one who passed and paid.

/** An instant as the API reads it: ISO 8601 to the second (no milliseconds). */
const toSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

async function bookGuest(request: APIRequestContext, sessionId: number, firstName: string) {
  const response = await request.post('/api/bookings', {
    data: {
      firstName,
      lastName: 'Tremblay',
      email: `${firstName.toLowerCase()}-${uniqueTag()}@example.com`,
      courseId: seededCourses.cpr.id,
      sessionId,
      paymentMethod: 'cash',
      language: 'fr',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { id: number } }).booking.id;
}

test('an instructor checks the class in on a phone, signs the list and the certificates go out', async ({
  page,
  request,
  adminApi,
}) => {
  const instructor = await newInstructor(adminApi.request);
  const instructorId = instructor.id;
  // The roster opens when the class starts (issue 41): a class that starts in a minute and a half,
  // booked before it starts, then waited for.
  test.setTimeout(180_000);
  const startsAt = Date.now() + 90_000;
  const created = await adminApi.request.post(`/api/courses/${seededCourses.cpr.id}/sessions`, {
    data: {
      startsAt: toSeconds(startsAt),
      endsAt: toSeconds(startsAt + 7 * 3600_000),
      location: `Salle ${uniqueTag()}, Gatineau`,
      capacity: 8,
      instructorIds: [instructorId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = ((await created.json()) as { session: { id: number } }).session;
  const lea = await bookGuest(request, session.id, 'Léa');
  await bookGuest(request, session.id, 'Paul');
  const paid = await adminApi.request.patch(`/api/admin/bookings/${lea}`, {
    data: { paymentReceived: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now() + 2000)));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logIn(page, instructor);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/instructor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace formateur');
  await page
    .getByRole('link', { name: /^Liste de présence/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/instructor/sessions/${session.id}$`));

  const leaCard = page.getByRole('listitem', { name: 'Léa Tremblay' });
  const paulCard = page.getByRole('listitem', { name: 'Paul Tremblay' });
  await expect(leaCard.getByText('Payé', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'roster');

  await leaCard.getByRole('button', { name: 'Présent', exact: true }).click();
  await leaCard.getByRole('button', { name: 'Réussi', exact: true }).click();
  await expect(leaCard.getByRole('button', { name: 'Réussi', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Paul's check-in leaves on a dead network: shown as not saved, then sent again and saved.
  let dropped = false;
  await page.route('**/api/instructor/sessions/*/roster/*', async (route) => {
    if (!dropped && route.request().method() === 'PATCH') {
      dropped = true;
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await paulCard.getByRole('button', { name: 'Présent', exact: true }).click();
  await expect(paulCard.getByText('Pas encore enregistré')).toBeVisible();
  await expect(paulCard.getByText('Pas encore enregistré')).toBeHidden({ timeout: 15_000 });
  await paulCard.getByRole('button', { name: 'Réussi', exact: true }).click();
  await expect(page.getByText('Pas encore enregistré')).toHaveCount(0);

  // Read again from the server: each tap was recorded once.
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: 'Paul Tremblay' }).getByRole('button', { name: 'Réussi' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Signer et finaliser la liste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signer et finaliser la liste' });
  await expect(dialog.getByText('1 certificat sera émis.')).toBeVisible();
  await dialog.getByLabel('Votre nom complet').fill('Josée Gagnon');
  await dialog.getByRole('button', { name: 'Signer la liste' }).click();

  const outcome = page.getByRole('region', { name: 'Liste signée' });
  await expect(outcome.getByText('Léa Tremblay')).toBeVisible();
  await expect(outcome.getByText(/Paul Tremblay.*paiement non reçu/)).toBeVisible();
  await expect(page.getByText(/Signée par Josée Gagnon le/)).toBeVisible();
  // Locked: the lines are read-only.
  await expect(
    page.getByRole('listitem', { name: 'Paul Tremblay' }).getByRole('button'),
  ).toHaveCount(0);
});

test('the office lists its instructors and finds one by name', async ({ page, adminApi }) => {
  const instructor = {
    email: `formateur-${uniqueTag()}@example.com`,
    password: 'Formation-2026',
    firstName: 'Marc',
    lastName: `Lavoie${uniqueTag()}`,
  };
  await createInstructor(instructor);
  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/instructors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formateurs');
  await page.getByRole('searchbox').fill(instructor.lastName);
  // The search is sent once typing pauses (it is kept in the address), the list fades while its answer
  // comes, then shows only them: checked at full opacity.
  await expect(page).toHaveURL(new RegExp(`q=${instructor.lastName}`, 'i'));
  const list = page.locator('[aria-busy]');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list.getByText(`Marc ${instructor.lastName}`).first()).toBeVisible();
  await expect(list.getByText('1 formateur affiché')).toBeVisible();
  await expect(list).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page, 'instructors');
});
