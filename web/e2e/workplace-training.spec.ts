import type { Page } from '@playwright/test';
import { findMailedLink } from './support/auth-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  dateFromToday,
  expect,
  logIn,
  seededCourses,
  test,
  uniqueTag,
} from './support/booking-fixtures';
import { expectNothingOverflows } from './support/fit';

const main = (page: Page) => page.getByRole('main');

test('an employer asks for a training at its premises, the office quotes it and the employer accepts it online', async ({
  page,
  adminApi,
  request,
}) => {
  test.slow(); // a request, a quote prepared in the office's screens, a mailed link and an acceptance
  const tag = uniqueTag();
  const company = `Entrepôts Lavoie ${tag}`;
  const email = `rh-${tag}@example.com`;

  // The public form, from a course's link: the course is checked, the news box is not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/workplace-training?course=${seededCourses.firstAid.slug}`);
  const form = main(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Formation en entreprise');
  await expect(form.getByRole('checkbox', { name: /Premiers soins/ }).first()).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /nouvelles/ })).not.toBeChecked();
  await expectNothingOverflows(page, main(page)); // before typing: a long value scrolls in its field
  await form.getByLabel('Nombre de personnes à former').fill('12');
  await form
    .getByLabel('Adresse du lieu de travail')
    .fill('250, boulevard de l’Industrie, Gatineau');
  await form.getByLabel('Dates ou périodes souhaitées').fill('Un mardi de février');
  await form.getByLabel('Nom de l’entreprise').fill(company);
  await form.getByLabel('Prénom').fill('Hélène');
  await form.getByLabel('Nom', { exact: true }).fill('Roy');
  await form.getByRole('textbox', { name: 'Courriel' }).fill(email);
  await form.getByRole('button', { name: 'Demander un devis' }).click();
  await expect(
    page.getByRole('heading', { name: 'Merci, votre demande est envoyée' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'training request sent');

  // The office prepares the quote from the request: no company of that name yet, one day, sent.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).not.toHaveURL(/\/login/); // signed in before going on
  await page.goto('/admin/quotes');
  await page.getByRole('link', { name: `Préparer un devis pour ${company}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau devis' })).toBeVisible();
  const day = page.getByRole('group', { name: 'Jour 1' });
  await day.getByLabel('Date').fill(dateFromToday(45));
  await day.getByLabel('Début').fill('08:30');
  await day.getByLabel('Fin').fill('16:30');
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/\d+$/);
  await expect(main(page)).toContainText(company);
  await page.getByRole('button', { name: 'Envoyer au client' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText(`Devis envoyé à ${email}.`)).toBeVisible();

  // The employer follows the mailed link, reads the quote and accepts it.
  let link: string | undefined;
  await expect
    .poll(async () => (link = await findMailedLink(email, 'quotes')), { timeout: 20_000 })
    .toBeTruthy();
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Votre devis est prêt' })).toBeVisible();
  await expectNothingOverflows(page, main(page));
  await main(page).getByLabel('Votre nom').fill('Hélène Roy');
  await main(page).getByLabel('Numéro de bon de commande (facultatif)').fill('PO-2027-14');
  await main(page).getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(
    page.getByRole('heading', { name: 'Merci, votre formation est confirmée' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'quote accepted');

  // The private session exists for the company only: hidden from anyone else.
  const quotes = await adminApi.request.get('/api/admin/quotes?status=accepted');
  const accepted = (
    (await quotes.json()) as { quotes: { company: { name: string }; sessionId: number }[] }
  ).quotes.find((quote) => quote.company.name === company);
  expect(accepted?.sessionId).toBeTruthy();
  expect((await request.get(`/api/sessions/${accepted!.sessionId}`)).status()).toBe(404);
  expect((await adminApi.request.get(`/api/sessions/${accepted!.sessionId}`)).status()).toBe(200);
});
