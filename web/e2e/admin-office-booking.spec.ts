import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, logIn, plain, seededCourses, test } from './support/booking-fixtures';
import { expectNothingOverflows, screenSizes } from './support/fit';

/** The Quebec calendar month (YYYY-MM) of an instant. */
function quebecMonth(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(instant))
    .slice(0, 7);
}

for (const size of screenSizes) {
  test(`the office records a class already given and books its attendee (${size.name})`, async ({
    page,
    adminApi,
    scheduleSession,
  }, testInfo) => {
    test.slow(); // a session, the calendar, a dialog, the bookings list and an accessibility scan
    await page.setViewportSize({ width: size.width, height: size.height });
    // Given some days ago, entered today (issue 41).
    const session = await scheduleSession(seededCourses.pdsb.id, {
      capacity: 6,
      daysAhead: -(3 + Math.floor(Math.random() * 200)),
    });
    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    await page.goto(`/admin/sessions?view=calendar&month=${quebecMonth(session.startsAt)}`);

    // The session's box in the calendar: its link to the bookings, and its actions under it.
    const card = page.locator(`a[href="/admin/bookings?sessionId=${session.id}"]`).locator('..');
    await card.getByRole('button', { name: /^Inscrire une personne à la séance/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Inscrire une personne' });
    await expect(dialog.getByText(/Cette séance a déjà eu lieu/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Inscrire' }).click();
    await expect(dialog.getByText('Veuillez indiquer le prénom.')).toBeVisible();
    // (Checked before typing: an address longer than its field scrolls inside it, as it should.)
    await expectNothingOverflows(page, dialog.locator('form'));
    const email = `classe-${Date.now()}-${size.width}@example.com`;
    await dialog.getByLabel('Prénom').fill('Léa');
    await dialog.getByLabel('Nom', { exact: true }).fill('Tremblay');
    await dialog.getByLabel('Courriel').fill(email);
    await dialog.getByLabel('Comptant').check();
    await expectNoSeriousA11yViolations(page, 'office booking dialog');
    await dialog.screenshot({ path: testInfo.outputPath(`office-booking-fr-${size.width}.png`) });
    await dialog.getByRole('button', { name: 'Inscrire' }).click();

    await expect(dialog).toBeHidden();
    const notice = page.getByRole('status').filter({ hasText: 'Inscription de Léa Tremblay' });
    await expect(notice).toBeVisible();
    const reference = /SEC-[A-Z0-9]{6}/.exec(plain(await notice.textContent()))?.[0] ?? '';
    expect(reference).not.toBe('');

    // The session's bookings list it, waiting for its payment.
    await page.goto(`/admin/bookings?sessionId=${session.id}`);
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });
}
