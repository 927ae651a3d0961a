import { expect, logIn, plain, seededCourses, test } from './support/booking-fixtures';

for (const lang of ['fr', 'en'] as const) {
  test(`an admin refunds part of a payment and the student sees it (${lang})`, async ({
    page,
    signUp,
    adminApi,
    browser,
    baseURL,
  }) => {
    const account = await signUp();
    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL('/dashboard');
    const response = await page.request.post('/api/bookings', {
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        courseId: seededCourses.firstAid.id,
        paymentMethod: 'cash',
        language: lang,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: number; reference: string } };
    const paid = await adminApi.request.patch(`/api/admin/bookings/${booking.id}`, {
      data: { paymentReceived: true },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    // The office gave 50 $ back in cash and records it on the booking's page.
    const office = await browser.newContext({
      baseURL,
      locale: 'fr-CA',
      storageState: await adminApi.request.storageState(),
    });
    const admin = await office.newPage();
    await admin.goto(`/admin/bookings/${booking.id}?lng=fr`);
    const refunds = admin.getByRole('region', { name: 'Remboursements' });
    await refunds.getByLabel('Montant à rembourser, taxes incluses').fill('50');
    await refunds.getByLabel('Note').fill('Garantie de 30 jours, remis au comptoir');
    await refunds.getByRole('button', { name: 'Rembourser' }).click();
    await expect(refunds.getByRole('status')).toContainText('Remboursement de 50,00');
    await expect(refunds.getByTestId('refund')).toContainText('NC-');
    const documents = admin.getByRole('region', { name: 'Reçus et notes de crédit' });
    await expect(documents.getByTestId('booking-document')).toHaveCount(2);
    await office.close();

    // The student sees the refund, its credit note and the new payment state.
    await page.goto(`/dashboard?lng=${lang}`);
    const card = page.getByTestId('my-booking');
    const words =
      lang === 'fr'
        ? {
            refund: 'Remboursé : 50,00 $ le',
            status: 'Comptant : Remboursé en partie',
            note: /^Télécharger\s: Note de crédit NC-/,
          }
        : {
            refund: 'Refunded: $50.00 on',
            status: 'Cash: Partly refunded',
            note: /^Download Credit note NC-/,
          };
    expect(plain(await card.getByTestId('my-refund').textContent())).toContain(words.refund);
    expect(plain(await card.getByTestId('booking-payment').textContent())).toBe(words.status);
    await expect(card.getByRole('link', { name: words.note })).toBeVisible();
  });
}
