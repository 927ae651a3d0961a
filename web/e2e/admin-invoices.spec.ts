import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectTableFits } from './support/fit';
import { expect, logIn, money, seededCourses, test, uniqueTag } from './support/booking-fixtures';

interface TeamBooked {
  teamBooking: { invoiceId: number; invoiceNumber: string };
  seats: { amounts: { totalCents: number } }[];
}

/**
 * A manager signed up through `request` creates a company, the office approves its credit, and
 * the manager books a team of two on `sessionId`, on invoice: one invoice for both seats.
 */
async function bookTeamOnInvoice(
  request: APIRequestContext,
  office: APIRequestContext,
  sessionId: number,
) {
  const name = `Construction Gatineau ${uniqueTag()}`;
  const created = await request.post('/api/companies', {
    data: { name, address: '80 rue Jean-Proulx, Gatineau', billingEmail: 'comptes@cg.example' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { company } = (await created.json()) as { company: { id: number } };
  const approved = await office.patch(`/api/admin/companies/${company.id}`, {
    data: { creditApproved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const tag = uniqueTag();
  const booked = await request.post(`/api/companies/${company.id}/bookings`, {
    data: {
      sessionId,
      paymentMethod: 'invoice',
      attendees: [
        { firstName: 'Julie', lastName: 'Roy', email: `julie-${tag}@example.com` },
        { firstName: 'Marc', lastName: 'Lavoie', email: `marc-${tag}@example.com` },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { teamBooking, seats } = (await booked.json()) as TeamBooked;
  expect(seats).toHaveLength(2);
  const totalCents = seats.reduce((sum, seat) => sum + seat.amounts.totalCents, 0);
  return { name, number: teamBooking.invoiceNumber, id: teamBooking.invoiceId, totalCents };
}

/** Cents as the form shows them in French: "287,44", "100". */
const typed = (cents: number) =>
  `${Math.floor(cents / 100)}${cents % 100 ? `,${String(cents % 100).padStart(2, '0')}` : ''}`;

/** The list once its answer is there, at full opacity (it fades while a filter loads). */
async function settledList(page: Page) {
  const list = page.getByRole('region', { name: 'Liste des factures' }).locator('xpath=..');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list).toHaveCSS('opacity', '1');
}

test('the office records a partial payment, then the rest, and the invoice is paid with its receipt', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  await signUp(newAccount('Gilles', `Gestion${uniqueTag()}`));
  const session = await scheduleSession(seededCourses.bls.id, { capacity: 6 });
  const invoice = await bookTeamOnInvoice(request, adminApi.request, session.id);
  expect(invoice.number).toMatch(/^F-\d{4}-\d+$/);
  const partCents = 10_000;
  const restCents = invoice.totalCents - partCents;

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Factures' })
    .click();
  await expect(page).toHaveURL('/admin/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factures');
  await expect(page.getByRole('radio', { name: 'Ouvertes' })).toBeChecked();

  // The new invoice is among the open ones, newest first.
  const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(invoice.name);
  await expect(row.getByTestId('invoice-status')).toHaveText('Ouverte');
  await expect(row.getByTestId('invoice-balance')).toHaveText(money(invoice.totalCents, 'fr'));
  await settledList(page);
  await expectNoSeriousA11yViolations(page, 'admin invoices');

  await row
    .getByRole('button', { name: `Voir la facture ${invoice.number} de ${invoice.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Facture ${invoice.number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('invoice-line')).toHaveCount(2);
  await expect(dialog.getByTestId('invoice-line').first()).toContainText('Julie Roy');
  await expect(dialog.getByText('Aucun paiement enregistré pour l’instant.')).toBeVisible();
  const pdf = dialog.getByRole('link', { name: `Télécharger la facture ${invoice.number} en PDF` });
  const download = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  await expectNoSeriousA11yViolations(page, 'an admin invoice');

  // More than the balance is refused before anything is sent.
  const amount = dialog.getByLabel('Montant reçu, taxes incluses');
  await expect(amount).toHaveValue(typed(invoice.totalCents));
  await amount.fill(typed(invoice.totalCents + 100));
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog.getByText(/Le montant dépasse le solde dû de/)).toBeVisible();

  // A first cheque pays part of it.
  await amount.fill('100');
  await dialog.getByLabel('N° de chèque ou de virement (facultatif)').fill('004512');
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Paiement de ${money(partCents, 'fr')} enregistré. Il reste ${money(restCents, 'fr')} à payer.`,
  );
  await expect(dialog.getByTestId('invoice-payment')).toHaveCount(1);
  await expect(dialog.getByTestId('invoice-payment')).toContainText('Chèque');
  await expect(dialog.getByTestId('invoice-payment')).toContainText('004512');
  await expect(row.getByTestId('invoice-balance')).toHaveText(money(restCents, 'fr'));

  // A bank transfer pays the rest, which the form offers.
  await expect(amount).toHaveValue(typed(restCents));
  await dialog.getByLabel('Mode de paiement').selectOption('eft');
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog.getByRole('status')).toContainText('la facture est payée');
  const paid = await adminApi.request.get(`/api/admin/invoices/${invoice.id}`);
  const { invoice: after } = (await paid.json()) as {
    invoice: { status: string; receiptNumber: string; balanceCents: number };
  };
  expect(after).toMatchObject({ status: 'paid', balanceCents: 0 });
  expect(after.receiptNumber).not.toBe('');
  await expect(dialog.getByRole('status')).toHaveText(
    `Paiement de ${money(restCents, 'fr')} enregistré\u00a0: la facture est payée. ` +
      `Le reçu ${after.receiptNumber} est envoyé à l’entreprise.`,
  );
  await expect(dialog.getByTestId('invoice-status')).toHaveText('Payée');
  await expect(dialog.getByTestId('invoice-receipt')).toContainText(after.receiptNumber);
  await expect(dialog.getByTestId('invoice-payment')).toHaveCount(2);
  await expect(dialog.getByLabel('Montant reçu, taxes incluses')).toHaveCount(0);

  // Paid, it leaves the open invoices and is among the paid ones.
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole('radio', { name: 'Payées' }).check();
  await expect(page).toHaveURL(/status=paid/);
  await expect(row.getByTestId('invoice-status')).toHaveText('Payée');
  await expect(row.getByTestId('invoice-balance')).toHaveText(money(0, 'fr'));

  // Only the office records payments.
  const refused = await request.post(`/api/admin/invoices/${invoice.id}/payments`, {
    data: { method: 'cheque', amountCents: 1 },
  });
  expect(refused.status()).toBe(403);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the invoices turn into cards that fit the phone, and one opens', async ({
    page,
    request,
    signUp,
    adminApi,
    scheduleSession,
  }) => {
    await signUp(newAccount('Léa', `Mobile${uniqueTag()}`));
    const session = await scheduleSession(seededCourses.bls.id, { capacity: 6 });
    const invoice = await bookTeamOnInvoice(request, adminApi.request, session.id);
    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/invoices?status=all');
    await expect(page.getByRole('radio', { name: 'Toutes' })).toBeChecked();
    const region = page.getByRole('region', { name: 'Liste des factures' });
    await expectTableFits(page, region);

    await page
      .getByTestId('invoice-row')
      .filter({ hasText: invoice.number })
      .getByRole('button', { name: `Voir la facture ${invoice.number} de ${invoice.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Facture ${invoice.number}` });
    await expect(dialog.getByRole('button', { name: 'Enregistrer le paiement' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});
