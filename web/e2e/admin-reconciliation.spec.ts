import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  dateFromToday,
  expect,
  logIn,
  money,
  seededCourses,
  test,
  uniqueTag,
} from './support/booking-fixtures';
import { expectNothingOverflows, expectTableFits } from './support/fit';

/** An Interac booking as POST /api/bookings answers it: what the bank's file must name. */
interface InteracBooking {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  paymentStatus: string;
  /** The 7-digit code the customer writes in the transfer's message. */
  interacReference: string;
  amounts: { totalCents: number };
}

/** A visitor books a seat of the session, paying by Interac transfer. */
async function bookByInterac(
  request: APIRequestContext,
  sessionId: number,
  firstName: string,
): Promise<InteracBooking> {
  const response = await request.post('/api/bookings', {
    data: {
      firstName,
      lastName: `Rapprochement${uniqueTag()}`,
      email: `${firstName.toLowerCase()}-${uniqueTag()}@example.com`,
      courseId: seededCourses.cpr.id,
      sessionId,
      paymentMethod: 'interac',
      language: 'fr',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { booking } = (await response.json()) as { booking: InteracBooking };
  expect(booking.interacReference).toMatch(/^\d{7}$/);
  expect(booking.paymentStatus).toBe('awaiting-payment');
  return booking;
}

/** The booking's payment status as the office's API gives it now. */
async function paymentStatusOf(admin: APIRequestContext, id: number): Promise<string> {
  const response = await admin.get(`/api/admin/bookings/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { booking: { paymentStatus: string } }).booking.paymentStatus;
}

/** The header of RBC's CSV export, as in server/tests/bank_files/rbc.csv. */
const RBC_HEADER =
  '"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"';

/**
 * One transaction of RBC's export (server/tests/bank_files/rbc.csv): the date M/D/YYYY, the two
 * descriptions the server joins into the memo, and the signed amount (a credit is positive).
 */
function rbcLine(date: string, description1: string, description2: string, cents: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const amount = (cents / 100).toFixed(2);
  return `Chequing,01234-5678901,${month}/${day}/${year},,"${description1}","${description2}",${amount},`;
}

const AUTODEPOSIT = 'e-Transfer - Autodeposit';

/**
 * Interac codes are drawn from 1 000 000 to 9 999 999: a 7-digit number starting with 0 is a code
 * in a memo that no booking can carry, whatever the other specs book meanwhile.
 */
const UNKNOWN_CODE = '0482913';

/** The outcomes' labels, in the summary and the table. */
const outcomes = {
  matched: 'À enregistrer',
  recorded: 'Enregistré',
  'amount-differs': 'Montant différent',
  'unknown-code': 'Code inconnu',
  'no-code': 'Sans code',
  'already-recorded': 'Déjà enregistré',
} as const;
type Outcome = keyof typeof outcomes;

/** Chooses the file and asks for its preview. */
async function previewFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Fichier CSV du relevé').setInputFiles(file);
  // Enabled once the page has read the file.
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Aperçu du relevé' })).toBeVisible();
}

/** The summary shows these outcomes, each with its count, and no other. */
async function expectSummary(page: Page, counts: Partial<Record<Outcome, number>>) {
  const summary = page.getByRole('list', { name: 'Nombre de virements par résultat' });
  await expect(summary.getByRole('listitem')).toHaveCount(Object.keys(counts).length);
  for (const [outcome, count] of Object.entries(counts)) {
    await expect(summary.getByTestId(`summary-${outcome}`)).toHaveText(
      new RegExp(`^${outcomes[outcome as Outcome]}\\s*${count}$`),
    );
  }
}

test('the office previews an RBC statement, records the Interac payment it matches, and never twice', async ({
  page,
  request,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // two bookings, a sign-in, three previews, a recording, a scan and a phone

  const session = await scheduleSession(seededCourses.cpr.id);
  const paid = await bookByInterac(request, session.id, 'Julie');
  const short = await bookByInterac(request, session.id, 'Marc');
  const shortCents = short.amounts.totalCents - 1000; // $10 short of the booking's total

  // RBC's export, shaped as server/tests/bank_files/rbc.csv: four credits and a debit (skipped).
  const csv = [
    RBC_HEADER,
    rbcLine(
      dateFromToday(-3),
      AUTODEPOSIT,
      `JULIE BERUBE ${paid.interacReference}`,
      paid.amounts.totalCents,
    ),
    rbcLine(dateFromToday(-3), 'Bill Payment', 'HYDRO-QUEBEC', -8510),
    rbcLine(dateFromToday(-2), AUTODEPOSIT, `MARC ROY ${short.interacReference}`, shortCents),
    rbcLine(dateFromToday(-2), AUTODEPOSIT, `LUC GAGNON ${UNKNOWN_CODE}`, 10923),
    rbcLine(dateFromToday(-1), AUTODEPOSIT, 'SOPHIE COTE LOYER', 125000),
    '',
  ].join('\n');
  const file = { name: 'releve-rbc.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };

  const rows = page.getByTestId('reconciliation-line');
  const paidRow = rows.filter({ hasText: paid.interacReference });
  const shortRow = rows.filter({ hasText: short.interacReference });
  const unknownRow = rows.filter({ hasText: UNKNOWN_CODE });
  const noCodeRow = rows.filter({ hasText: 'SOPHIE COTE LOYER' });
  const bookingLink = (booking: InteracBooking) =>
    page.getByRole('link', { name: `Ouvrir la réservation ${booking.reference}` });
  const recordButton = page.getByRole('button', { name: /^Enregistrer \d+\spaiements?$/ });

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/reconciliation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapprochement Interac');

  await test.step('the preview sorts each credit, recording nothing', async () => {
    await previewFile(page, file);
    await expect(page.getByTestId('bank')).toHaveText('Relevé RBC');
    await expect(page.getByText('4\u00a0virements reçus')).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expectSummary(page, {
      matched: 1,
      'amount-differs': 1,
      'unknown-code': 1,
      'no-code': 1,
    });

    await expect(paidRow).toHaveCount(1);
    await expect(paidRow.getByTestId('outcome')).toHaveText(outcomes.matched);
    await expect(paidRow).toContainText(money(paid.amounts.totalCents, 'fr'));
    await expect(paidRow).toContainText(`${paid.firstName} ${paid.lastName}`);
    await expect(paidRow.getByRole('link')).toHaveAttribute('href', `/admin/bookings/${paid.id}`);
    await expect(paidRow.getByRole('link')).toHaveAccessibleName(
      `Ouvrir la réservation ${paid.reference}`,
    );

    await expect(shortRow.getByTestId('outcome')).toHaveText(outcomes['amount-differs']);
    await expect(shortRow).toContainText(money(shortCents, 'fr'));
    await expect(shortRow).toContainText(`Total : ${money(short.amounts.totalCents, 'fr')}`);
    await expect(bookingLink(short)).toBeVisible();

    await expect(unknownRow.getByTestId('outcome')).toHaveText(outcomes['unknown-code']);
    await expect(unknownRow.getByRole('link')).toHaveCount(0);
    await expect(noCodeRow.getByTestId('outcome')).toHaveText(outcomes['no-code']);
    await expect(noCodeRow.getByRole('link')).toHaveCount(0);
    // The debit is not a transfer received.
    await expect(rows.filter({ hasText: 'HYDRO-QUEBEC' })).toHaveCount(0);

    await expect(recordButton).toHaveAccessibleName('Enregistrer 1\u00a0paiement');
    await expect(recordButton).toBeEnabled();
    expect(await paymentStatusOf(adminApi.request, paid.id)).toBe('awaiting-payment');
    await expectNoSeriousA11yViolations(page, 'Interac reconciliation preview');
  });

  await test.step('recording marks the matched booking paid, and only it', async () => {
    await recordButton.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Relevé enregistré' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: '1\u00a0paiement enregistré.' }),
    ).toBeVisible();
    await expect(paidRow.getByTestId('outcome')).toHaveText(outcomes.recorded);
    await expect(shortRow.getByTestId('outcome')).toHaveText(outcomes['amount-differs']);
    await expectSummary(page, {
      recorded: 1,
      'amount-differs': 1,
      'unknown-code': 1,
      'no-code': 1,
    });
    await expect(recordButton).toHaveCount(0);

    expect(await paymentStatusOf(adminApi.request, paid.id)).toBe('paid');
    expect(await paymentStatusOf(adminApi.request, short.id)).toBe('awaiting-payment');
  });

  await test.step('the same file again records nothing twice', async () => {
    await page.getByRole('button', { name: 'Rapprocher un autre relevé' }).click();
    await previewFile(page, file);
    await expect(rows).toHaveCount(4);
    await expect(paidRow.getByTestId('outcome')).toHaveText(outcomes['already-recorded']);
    await expect(bookingLink(paid)).toBeVisible();
    await expect(shortRow.getByTestId('outcome')).toHaveText(outcomes['amount-differs']);
    await expectSummary(page, {
      'amount-differs': 1,
      'unknown-code': 1,
      'no-code': 1,
      'already-recorded': 1,
    });
    await expect(recordButton).toHaveAccessibleName('Enregistrer 0\u00a0paiement');
    await expect(recordButton).toBeDisabled();
    await expect(
      page.getByText('Aucun virement de ce fichier n’est prêt à être enregistré.'),
    ).toBeVisible();
    expect(await paymentStatusOf(adminApi.request, short.id)).toBe('awaiting-payment');
  });

  await test.step('on a 390 px phone, the result fits', async () => {
    // Set before the page loads: the admin side bar folds when the page starts on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/reconciliation');
    await previewFile(page, file);
    await expect(rows).toHaveCount(4);
    await expectTableFits(page, page.getByRole('region', { name: 'Virements reçus du relevé' }));
    await expectNothingOverflows(page, page.getByRole('region', { name: 'Aperçu du relevé' }));
  });
});
