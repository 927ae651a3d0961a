import { expectNoSeriousA11yViolations } from './support/axe';
import {
  bookingLabels,
  expect,
  fillDetails,
  logIn,
  money,
  plain,
  quebecTaxes,
  seededCourses,
  sessionRadio,
  test,
  uniqueTag,
} from './support/booking-fixtures';

// Issue 28: the office creates a promo code on its page; a visitor applies it on the booking form, sees
// the price before taxes come down and the taxes computed on it, and books at that price.
test('the office creates a code and a visitor books with it at the discounted price', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  adminApi,
  scheduleSession,
}) => {
  // Two browsers, three accessibility scans and a booking: over 45 s on a busy two-core machine.
  test.slow();
  const code = `PRINTEMPS${uniqueTag()
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`.slice(0, 30);
  const course = seededCourses.cpr;
  const session = await scheduleSession(course.id);

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Codes promo' })
    .click();
  await expect(page).toHaveURL('/admin/promo-codes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Codes promo');
  await page.getByRole('button', { name: 'Créer un code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un code promo' });
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Rabais en pourcentage').fill('20');
  await dialog.getByLabel('Utilisations en tout (facultatif)').fill('5');
  await expectNoSeriousA11yViolations(page, 'promo code dialog');
  await dialog.getByRole('button', { name: 'Créer le code' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('promo-code-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('promo-discount')).toHaveText(/20\s%/);
  await expectNoSeriousA11yViolations(page, 'admin promo codes');

  // A visitor, in another browser context: the wrong code is refused by name, the right one applies.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/booking/${course.id}?lng=fr`);
  const main = visitor.getByRole('main');
  await fillDetails(visitor, 'fr', {
    firstName: 'Nadia',
    lastName: 'Bouchard',
    email: `nadia-${uniqueTag()}@example.com`,
  });
  await sessionRadio(visitor, session.id).check();
  const field = main.getByLabel('Code promo (facultatif)');
  await field.fill('NIMPORTEQUOI');
  await main.getByRole('button', { name: 'Appliquer' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(code.toLowerCase());
  await main.getByRole('button', { name: 'Appliquer' }).click();
  const discounted = course.priceCents - Math.floor((course.priceCents * 20 + 50) / 100);
  const taxes = quebecTaxes(discounted);
  await expect(main.getByTestId('amount-discount').first()).toBeVisible();
  expect(plain(await main.getByTestId('amount-total').first().textContent())).toBe(
    money(taxes.total, 'fr'),
  );
  await expectNoSeriousA11yViolations(visitor, 'booking form with a promo code');

  await main.getByRole('button', { name: bookingLabels.fr.confirm }).click();
  await expect(visitor).toHaveURL(/\/bookingsuccess\?booking=\d+&token=[\w-]+$/);
  const success = visitor.getByRole('main');
  expect(plain(await success.getByTestId('amount-gst').textContent())).toBe(money(taxes.gst, 'fr'));
  expect(plain(await success.getByTestId('amount-total').textContent())).toBe(
    money(taxes.total, 'fr'),
  );
  await expect(success.getByText(`Code promo ${code}`)).toBeVisible();
  await visitorContext.close();

  // The office's list counts the use.
  await page.reload();
  await expect(
    page.getByTestId('promo-code-row').filter({ hasText: code }).getByTestId('promo-uses'),
  ).toContainText('1');
});
