import type { Page } from '@playwright/test';
import { newAccount } from './support/auth-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { companyWithEmployee } from './support/company-fixtures';
import { expect, logIn, plain, seededCourses, test, uniqueTag } from './support/booking-fixtures';
import { expectNothingOverflows, expectTableFits } from './support/fit';

const main = (page: Page) => page.getByRole('main');

test('a manager books a team on invoice, then finds the team booking and its invoice', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // a sign-up, a booking, two scans and a phone-sized check
  const manager = await signUp(newAccount('Nadia', `Equipe${uniqueTag()}`));
  const companyName = `Acme ${uniqueTag()}`;
  const company = await companyWithEmployee(request, companyName);
  const session = await scheduleSession(seededCourses.bls.id, { capacity: 6 });

  // Until the office approves paying on invoice (and this server takes no cards), the team form says
  // whom to ask and cannot be sent.
  await page.goto('/login');
  await logIn(page, manager);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/companies/${company.id}`);
  const teams = main(page).getByRole('region', { name: 'Réservations d’équipe' });
  await teams.getByRole('button', { name: 'Inscrire une équipe' }).click();
  const closedForm = teams.getByRole('region', { name: 'Inscrire une équipe' });
  await expect(closedForm).toContainText(
    'notre bureau doit d’abord approuver le paiement sur facture',
  );
  await expect(closedForm.getByRole('button', { name: 'Réserver les places' })).toBeDisabled();

  // The office approves it.
  const approved = await adminApi.request.patch(`/api/admin/companies/${company.id}`, {
    data: { creditApproved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Coordonnées' })).toContainText(
    'Approuvé par notre bureau',
  );
  await expect(teams.getByText('Aucune réservation d’équipe pour l’instant.')).toBeVisible();

  // A team of two: Luc from the list, and Léa typed in.
  await teams.getByRole('button', { name: 'Inscrire une équipe' }).click();
  const form = teams.getByRole('region', { name: 'Inscrire une équipe' });
  await expect(form.getByLabel('Formation')).toBeFocused();
  await form.getByLabel('Formation').selectOption(String(seededCourses.bls.id));
  const sessionCard = form.getByTestId('session-choice').filter({ hasText: session.location });
  await expect(sessionCard).toContainText(/6\splaces libres/);
  await sessionCard.getByRole('radio').check();
  await form.getByRole('checkbox', { name: /Luc Gagnon/ }).check();
  await form.getByRole('button', { name: 'Ajouter une personne' }).click();
  const person = form.getByRole('group', { name: 'Personne 1' });
  await person.getByLabel('Prénom').fill('Léa');
  await person.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await person.getByLabel('Courriel (facultatif)').fill(`lea-${uniqueTag()}@example.com`);
  await expect(form.getByTestId('team-summary')).toContainText(/2\splaces demandées/);
  expect(plain(await form.getByTestId('team-estimate').textContent())).toBe(
    'Estimation : 250,00 $ plus taxes (2 × 125,00 $)',
  );
  await expectNoSeriousA11yViolations(page, 'the team booking form');
  await form.getByRole('button', { name: 'Réserver les places' }).click();

  const done = form.getByTestId('team-booked');
  await expect(done.getByRole('heading', { name: 'Votre équipe est inscrite' })).toBeFocused();
  await expect(done.getByRole('status')).toContainText(/2\splaces réservées/);
  const invoiceNumber = plain(await done.getByRole('status').textContent()).match(
    /La facture (F-\d{4}-\d{6}) a été envoyée à comptes@acme\.example\./,
  )?.[1];
  expect(invoiceNumber, 'the invoice number in the success message').toBeTruthy();
  const seats = done.getByTestId('seat');
  await expect(seats).toHaveCount(2);
  await expect(seats.nth(0)).toContainText('Luc Gagnon');
  await expect(seats.nth(1)).toContainText('Léa Tremblay');

  // The team booking is listed, its attendees on demand; Léa joined the employees.
  const teamBooking = teams.getByTestId('team-booking');
  await expect(teamBooking).toHaveCount(1);
  await expect(teamBooking).toContainText(session.location);
  await expect(teamBooking).toContainText('Sur facture');
  await expect(teamBooking.getByTestId('team-invoice')).toHaveText(invoiceNumber!);
  await teamBooking.getByRole('button', { name: 'Voir les participants' }).click();
  await expect(teamBooking.getByTestId('seat-count')).toHaveText(/2\splaces/);
  await expect(
    main(page).getByTestId('employee-row').filter({ hasText: 'Léa Tremblay' }),
  ).toHaveCount(1);

  // The invoice, open, and its PDF.
  const invoices = main(page).getByRole('region', { name: 'Factures', exact: true });
  const invoice = invoices.getByTestId('invoice-row').filter({ hasText: invoiceNumber! });
  await expect(invoice).toHaveCount(1);
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Ouverte');
  const total = plain(await invoice.getByTestId('invoice-balance').textContent());
  expect(total).toMatch(/^\d+,\d{2} \$$/);
  const pdfLink = invoice.getByRole('link', {
    name: `Télécharger la facture ${invoiceNumber} (PDF)`,
  });
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/api/companies/${company.id}/invoices/\\d+\\.pdf$`));
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousA11yViolations(page, 'a company’s team bookings and invoices');

  // The statement of the year so far, as a PDF and as a CSV.
  const statement = invoices.getByRole('region', { name: 'Relevé de compte' });
  for (const [format, type] of [
    ['PDF', 'application/pdf'],
    ['CSV', 'text/csv'],
  ] as const) {
    const link = statement.getByRole('link', { name: `Télécharger le relevé (${format})` });
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status(), `the statement as ${format}`).toBe(200);
    expect(file.headers()['content-type']).toContain(type);
  }

  // The office records the payment: among the paid invoices, with its receipt.
  const invoiceId = Number(href!.match(/invoices\/(\d+)\.pdf$/)?.[1]);
  const stored = await adminApi.request.get(`/api/admin/invoices/${invoiceId}`);
  const { invoice: due } = (await stored.json()) as { invoice: { balanceCents: number } };
  const payment = await adminApi.request.post(`/api/admin/invoices/${invoiceId}/payments`, {
    data: { method: 'cheque', amountCents: due.balanceCents, reference: '1234' },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await invoices.getByRole('radio', { name: 'Payées' }).check();
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Payée');
  expect(plain(await invoice.getByTestId('invoice-balance').textContent())).toBe('0,00 $');
  const receiptLink = invoice.getByRole('link', {
    name: `Télécharger le reçu de la facture ${invoiceNumber} (PDF)`,
  });
  const receipt = await page.request.get((await receiptLink.getAttribute('href'))!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toContain('application/pdf');

  // The invoice mail's link opens the page on the invoices.
  await page.goto(`/companies/${company.id}?tab=invoices`);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Factures' })).toBeFocused();

  // On a phone, the invoices turn into cards that fit, and nothing spills over.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectTableFits(page, invoices.getByRole('region', { name: 'Liste des factures' }));
  await expectNothingOverflows(page, teams);
  await expectNothingOverflows(page, invoices);
});

test('a full session takes no seat of the team', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  const manager = await signUp(newAccount('Omar', `Complet${uniqueTag()}`));
  const company = await companyWithEmployee(request, `Béton ${uniqueTag()}`);
  const approved = await adminApi.request.patch(`/api/admin/companies/${company.id}`, {
    data: { creditApproved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const session = await scheduleSession(seededCourses.bls.id, { capacity: 1 });

  await page.goto('/login');
  await logIn(page, manager);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/companies/${company.id}`);
  const teams = main(page).getByRole('region', { name: 'Réservations d’équipe' });
  await teams.getByRole('button', { name: 'Inscrire une équipe' }).click();
  const form = teams.getByRole('region', { name: 'Inscrire une équipe' });
  await form.getByLabel('Formation').selectOption(String(seededCourses.bls.id));
  await form
    .getByTestId('session-choice')
    .filter({ hasText: session.location })
    .getByRole('radio')
    .check();
  await form.getByRole('checkbox', { name: /Luc Gagnon/ }).check();

  // Someone else takes the last seat meanwhile.
  const other = await request.post(`/api/companies/${company.id}/bookings`, {
    data: {
      sessionId: session.id,
      paymentMethod: 'invoice',
      attendees: [{ firstName: 'Autre', lastName: 'Personne' }],
    },
  });
  expect(other.status(), await other.text()).toBe(201);

  await form.getByRole('button', { name: 'Réserver les places' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Il ne reste plus assez de places dans cette séance pour toute votre équipe.',
  );
  await expect(form.getByRole('alert')).toContainText('Aucune place n’a été réservée');
  await expect(form.getByRole('checkbox', { name: /Luc Gagnon/ })).toBeChecked();
  // Only the other booking was made.
  const listed = await request.get(`/api/companies/${company.id}/bookings`);
  expect(((await listed.json()) as { teamBookings: unknown[] }).teamBookings).toHaveLength(1);
});
