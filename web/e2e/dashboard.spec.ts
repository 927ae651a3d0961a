import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNothingOverflows } from './support/fit';
import { dateFromToday, expect, logIn, seededCourses, test } from './support/booking-fixtures';

interface DashboardJson {
  courses: { id: number; courseId: number; totalLessons: number; title: string }[];
  certificates: { id: number; credentialId: string }[];
}

test('a student follows the lessons, gets the certificate, downloads it and it verifies', async ({
  page,
  signUp,
  adminApi,
  browser,
  baseURL,
}) => {
  test.slow(); // sign-up, booking, approval, every lesson, completion, PDF and two axe scans
  const account = await signUp();
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    `Bonjour, ${account.firstName}\u00a0!`,
  );
  await expect(main.getByText('Vous n’avez aucune formation pour le moment.')).toBeVisible();
  await expect(main.getByText('Vous n’avez pas encore de certificat.')).toBeVisible();

  // The student books a course on request; the office records the payment and approves it.
  const course = seededCourses.firstAid;
  await page.goto(`/booking/${course.id}`);
  await expect(main.getByLabel('Courriel', { exact: true })).toHaveValue(account.email);
  await main.getByLabel('Date souhaitée').fill(dateFromToday(30));
  await main.getByRole('radio', { name: /Comptant/ }).check();
  await main.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page).toHaveURL(/\/bookingsuccess\?/);
  const bookingId = new URL(page.url()).searchParams.get('booking');
  for (const change of [{ paymentReceived: true }, { status: 'approved' }]) {
    const response = await adminApi.request.patch(`/api/admin/bookings/${bookingId}`, {
      data: change,
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  const mine = (await (await page.request.get('/api/me/dashboard')).json()) as DashboardJson;
  const enrolled = mine.courses.find((c) => c.courseId === course.id);
  expect(enrolled, 'the approved booking enrolled the student').toBeDefined();
  const total = enrolled?.totalLessons ?? 0;
  expect(total, 'the seeded course has lessons').toBeGreaterThanOrEqual(2);

  await page.goto('/dashboard');
  const card = main.getByTestId('enrolled-course');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(enrolled?.title ?? '');
  const bar = card.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(card).toContainText(`0 leçon terminée sur ${total}`);
  await expectNoSeriousA11yViolations(page, 'student dashboard with a course');

  // Continue opens the next lesson; each lesson marked done moves on and raises the progress.
  await card.getByRole('link', { name: /^Continuer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${enrolled?.id}\\?lesson=\\d+$`));
  const lessonView = page.getByRole('article');
  const header = page.getByRole('progressbar');
  await expect(page.getByTestId('lesson-item')).toHaveCount(total);
  await expectNoSeriousA11yViolations(page, 'lesson view');
  for (let done = 1; done <= total; done += 1) {
    const title = (await lessonView.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await lessonView.getByRole('button', { name: 'Marquer comme terminée' }).click();
    await expect(header).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor((done * 200 + total) / (2 * total))),
    );
    await expect(page.getByTestId('lesson-item').nth(done - 1)).toContainText(`${title}, terminée`);
    if (done < total) {
      await expect(lessonView.getByRole('heading', { level: 2 })).not.toHaveText(title);
    }
  }
  await expect(
    lessonView.getByText('Bravo, vous avez terminé toutes les leçons de cette formation\u00a0!'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(card).toContainText(`${total} leçons terminées sur ${total}`);
  await expect(main.getByTestId('certificate')).toHaveCount(0);

  // The office records the attendance, then marks the course completed on the student's record:
  // the certificate is issued (it needs both, and the booking paid).
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const office = await browser.newContext({
    baseURL,
    locale: 'fr-CA',
    storageState: await adminApi.request.storageState(),
  });
  const officePage = await office.newPage();
  await officePage.goto(`/admin/students/${me.user.id}`);
  // The box shows what the server recorded: it turns checked once the attendance is saved.
  const attended = officePage.getByRole('checkbox', {
    name: `A assisté à ${enrolled?.title ?? ''}`,
  });
  await attended.click();
  await expect(officePage.getByText('Présence enregistrée.')).toBeVisible();
  await expect(attended).toBeChecked();
  await officePage
    .getByRole('button', { name: `Marquer ${enrolled?.title ?? ''} comme terminée` })
    .click();
  await expect(officePage.getByText(/Certificat délivré, numéro SEC-/)).toBeVisible();
  await office.close();

  await page.reload();
  const certificate = main.getByTestId('certificate');
  await expect(certificate).toHaveCount(1);
  await expect(certificate.getByRole('heading', { level: 3 })).toHaveText(enrolled?.title ?? '');
  const credentialId = (
    (await certificate.getByTestId('credential-id').textContent()) ?? ''
  ).trim();
  expect(credentialId).toMatch(/^SEC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(main.getByText('Formations terminées').locator('..')).toContainText('1');

  const downloadPromise = page.waitForEvent('download');
  await certificate.getByRole('link', { name: /^Télécharger/ }).click();
  const download = await downloadPromise;
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await certificate.getByRole('link', { name: /^Vérifier/ }).click();
  await expect(page).toHaveURL(`/verify/${credentialId}`);
  const verification = main.getByTestId('verification');
  await expect(verification.getByRole('heading', { level: 2 })).toHaveText('Certificat valide');
  await expect(verification).toContainText(`${account.firstName} ${account.lastName}`);
  await expect(verification).toContainText(credentialId);
  await expect(verification).not.toContainText(account.email);
});

test('the profile modal saves the student’s details', async ({ page, signUp }) => {
  const account = await signUp();
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: 'Mettre à jour le profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mon profil' });
  await dialog.getByLabel('Prénom').fill('Noémie');
  await dialog.getByLabel('Téléphone').fill('819 555-0142');
  await dialog.getByLabel('Photo de profil (adresse URL)').fill('pas une adresse');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByText('Entrez une adresse commençant par https:// ou http://.'),
  ).toBeVisible();

  await dialog.getByLabel('Photo de profil (adresse URL)').fill('');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Profil mis à jour avec succès\u00a0!');
  await expectNoSeriousA11yViolations(page, 'profile modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Noémie\u00a0!');

  await page.reload();
  await page.getByRole('button', { name: 'Mettre à jour le profil' }).click();
  await expect(dialog.getByLabel('Téléphone')).toHaveValue('819 555-0142');
  await expect(dialog.getByRole('status')).toHaveCount(0);
});

test('a visitor of /dashboard is asked to log in first', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(
    page.getByText('Vous devez vous connecter pour voir le tableau de bord.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
});

test('the dashboard fits a 360 px phone in French: no tile or badge cut or spilling over', async ({
  page,
  signUp,
  adminApi,
}) => {
  const account = await signUp();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/dashboard');
  // An approved booking gives the student a course card with its badges.
  const booked = await page.request.post('/api/bookings', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      courseId: seededCourses.firstAid.id,
      preferredDate: dateFromToday(30),
      paymentMethod: 'cash',
      language: 'fr',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = ((await booked.json()) as { booking: { id: number } }).booking;
  const approved = await adminApi.request.patch(`/api/admin/bookings/${id}`, {
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByText('Heures d’apprentissage')).toBeVisible();
    await expect(page.getByTestId('enrolled-course')).toHaveCount(1);
    await expectNothingOverflows(page, page.getByRole('main'));
  }
});
