import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNothingOverflows, screenSizes } from './support/fit';
import { expect, logIn, plain, seededCourses, test } from './support/booking-fixtures';

/** Clicks a download link and answers the file's bytes. */
async function download(page: Page, link: Locator): Promise<Buffer> {
  const started = page.waitForEvent('download');
  await link.click();
  return readFile((await (await started).path()) ?? '');
}

test('a paid booking gets a receipt: the admin sends it again, the student downloads it', async ({
  page,
  signUp,
  adminApi,
  browser,
  baseURL,
}, testInfo) => {
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
      language: 'fr',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { booking } = (await response.json()) as { booking: { id: number; reference: string } };
  const paid = await adminApi.request.patch(`/api/admin/bookings/${booking.id}`, {
    data: { paymentReceived: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { documents } = (
    (await paid.json()) as {
      booking: { documents: { id: number; number: string }[] };
    }
  ).booking;
  expect(documents).toHaveLength(1);
  const number = documents[0]?.number ?? '';
  expect(number).toMatch(/^\d{4}-\d{6}$/);

  // The admin opens the booking from the list, and sends the receipt again.
  const adminContext = await browser.newContext({
    baseURL,
    locale: 'fr-CA',
    storageState: await adminApi.request.storageState(),
  });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/bookings');
  await admin
    .getByRole('searchbox', { name: 'Rechercher une réservation' })
    .fill(booking.reference);
  await admin.getByRole('link', { name: `Détails de la réservation ${booking.reference}` }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
    `Réservation ${booking.reference}`,
  );
  const receipts = admin.getByRole('region', { name: 'Reçus et notes de crédit' });
  await receipts
    .getByRole('button', { name: `Renvoyer par courriel\u00a0: Reçu ${number}` })
    .click();
  await expect(admin.getByRole('status')).toContainText(`Reçu ${number} renvoyé à`);
  for (const size of screenSizes) {
    await admin.setViewportSize({ width: size.width, height: size.height });
    await admin.reload();
    await expect(receipts.getByTestId('booking-document')).toHaveCount(1);
    await admin.screenshot({
      path: testInfo.outputPath(`admin-booking-fr-${size.width}.png`),
      fullPage: true,
    });
    await expectNothingOverflows(admin, admin.getByRole('main'));
  }
  // The accountant's export of today has the receipt's row, in a French spreadsheet's dialect.
  await admin.goto('/admin/bookings');
  const exporter = admin.getByRole('region', { name: 'Exporter pour la comptabilité' });
  const csv = (
    await download(admin, exporter.getByRole('button', { name: 'Télécharger le CSV' }))
  ).toString('utf8');
  expect(csv.startsWith('\uFEFFDate;Numéro;')).toBe(true);
  const row = csv.split('\r\n').find((line) => line.includes(`;${number};`)) ?? '';
  expect(row).toContain(`;Reçu;;${booking.reference};`);
  // No promo code, no discount (both columns empty), then the amounts.
  expect(row).toMatch(/;Comptant;;;135,00;6,75;13,47;155,22$/);
  await adminContext.close();

  // The student downloads it from the dashboard: a PDF with its number.
  await page.goto('/dashboard');
  const card = page.getByTestId('my-booking');
  const pdf = await download(
    page,
    card.getByRole('link', { name: `Télécharger\u00a0: Reçu ${number} (PDF)` }),
  );
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(plain(await card.getByTestId('booking-payment').textContent())).toBe('Comptant : Payé');
});

test('an English guest downloads the receipt from the booking page with its token', async ({
  page,
  adminApi,
}) => {
  const response = await page.request.post('/api/bookings', {
    data: {
      firstName: 'Ann',
      lastName: 'Guest',
      email: `ann-${Date.now()}@example.com`,
      courseId: seededCourses.firstAid.id,
      paymentMethod: 'interac',
      language: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { booking: { id: number }; accessToken: string };
  const paid = await adminApi.request.patch(`/api/admin/bookings/${created.booking.id}`, {
    data: { paymentReceived: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto(
    `/bookingsuccess?booking=${created.booking.id}&token=${encodeURIComponent(created.accessToken)}&lng=en`,
  );
  const link = page.getByRole('link', { name: /^Download Receipt \d{4}-\d{6} \(PDF\)$/ });
  await expect(link).toHaveAttribute('href', /\?token=/);
  const pdf = await download(page, link);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
