import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  bookingLabels,
  dateFromToday,
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
  type Lang,
} from './support/booking-fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Checks the success page: reference, amounts with both taxes, payment instructions. */
async function expectSuccessPage(
  page: Page,
  lang: Lang,
  method: 'interac' | 'cash',
  priceCents: number,
): Promise<string> {
  await expect(page).toHaveURL(/\/bookingsuccess\?booking=\d+&token=[\w-]+$/);
  await expect(heading(page)).toHaveText(bookingLabels[lang].success);
  const reference = page.getByTestId('reference');
  await expect(reference).toHaveText(/^SEC-[0-9A-Z]{6}$/);
  const taxes = quebecTaxes(priceCents);
  const main = page.getByRole('main');
  expect(plain(await main.getByTestId('amount-gst').textContent())).toBe(money(taxes.gst, lang));
  expect(plain(await main.getByTestId('amount-qst').textContent())).toBe(money(taxes.qst, lang));
  expect(plain(await main.getByTestId('amount-total').textContent())).toBe(
    money(taxes.total, lang),
  );
  await expect(main.getByText(lang === 'fr' ? 'TPS (5\u00a0%)' : 'GST (5%)')).toBeVisible();
  await expect(main.getByText(lang === 'fr' ? 'TVQ (9,975\u00a0%)' : 'QST (9.975%)')).toBeVisible();
  if (method === 'interac') {
    await expect(page.getByTestId('interac-reference')).toHaveText(/^\d{7}$/);
    await expect(page.getByTestId('interac-instructions')).toContainText('info@secours.example');
  } else {
    await expect(page.getByTestId('cash-instructions')).toContainText(
      lang === 'fr' ? '5\u00a0jours ouvrables' : '5 business days',
    );
  }
  return (await reference.textContent()) ?? '';
}

const cases = [
  { lang: 'fr', method: 'interac', course: seededCourses.cpr, bySession: true },
  { lang: 'en', method: 'cash', course: seededCourses.earlyChildhood, bySession: false },
  { lang: 'en', method: 'interac', course: seededCourses.firstAid, bySession: false },
  { lang: 'fr', method: 'cash', course: seededCourses.cpr, bySession: true },
] as const;

test.describe('booking a course without a card', () => {
  for (const { lang, method, course, bySession } of cases) {
    test(`${method} in ${lang === 'fr' ? 'French' : 'English'}, ${bySession ? 'by session' : 'on request'}: the success page shows the reference and the taxes`, async ({
      page,
      scheduleSession,
    }) => {
      const labels = bookingLabels[lang];
      const session = bySession ? await scheduleSession(course.id) : null;
      await page.goto(`/booking/${course.id}?lng=${lang}`);
      await expect(heading(page)).toHaveText(labels.heading);
      const main = page.getByRole('main');
      await expect(main.getByLabel(labels.course, { exact: true })).toHaveValue(String(course.id));

      // The server has no Stripe keys: card cannot be chosen, Interac is the default.
      await expect(main.getByRole('radio', { name: labels.card })).toBeDisabled();
      await expect(main.getByTestId('card-unavailable')).toBeVisible();
      await expect(main.getByRole('radio', { name: labels.interac })).toBeChecked();

      await fillDetails(page, lang, {
        firstName: 'Geneviève',
        lastName: 'Lavoie',
        email: `genevieve-${uniqueTag()}@example.com`,
        phone: '819 555-0199',
      });
      if (session) {
        await sessionRadio(page, session.id).check();
        await expect(main.getByText(session.location)).toBeVisible();
      } else {
        await main.getByLabel(labels.preferredDate, { exact: true }).fill(dateFromToday(30));
      }
      await main.getByLabel(labels.requests, { exact: true }).fill('Arrivée vers 8 h 45');
      await main.getByRole('radio', { name: labels[method] }).check();
      const total = money(quebecTaxes(course.priceCents).total, lang);
      await expect(main.getByTestId(`panel-${method}`)).toContainText(total, {
        useInnerText: true,
      });
      expect(plain(await main.getByTestId('amount-total').textContent())).toBe(total);

      await main.getByRole('button', { name: labels.confirm }).click();
      await expectSuccessPage(page, lang, method, course.priceCents);
      await expectNoSeriousA11yViolations(page, `booking success (${lang}, ${method})`);
    });
  }

  test('a course on request is booked without a date in French: the date is to be confirmed', async ({
    page,
  }) => {
    const course = seededCourses.earlyChildhood;
    const labels = bookingLabels.fr;
    await page.goto(`/booking/${course.id}?lng=fr`);
    const main = page.getByRole('main');
    await expect(main.getByLabel(labels.course, { exact: true })).toHaveValue(String(course.id));
    await fillDetails(page, 'fr', {
      firstName: 'Chloé',
      lastName: 'Gagnon',
      email: `chloe-${uniqueTag()}@example.com`,
    });
    const date = main.getByLabel(labels.preferredDate, { exact: true });
    await expect(date).toHaveValue('');
    await expect(main.getByText('Sans date, nous vous en proposerons une.')).toBeVisible();
    await main.getByRole('button', { name: labels.confirm }).click();

    await expectSuccessPage(page, 'fr', 'interac', course.priceCents);
    await expect(main.getByText('Date à confirmer', { exact: true })).toBeVisible();
  });

  test('a full session is shown as full; one filled meanwhile is refused and the list refreshed', async ({
    page,
    scheduleSession,
    bookThroughApi,
  }) => {
    const course = seededCourses.bls;
    const full = await scheduleSession(course.id, { capacity: 1, daysAhead: 40 });
    await bookThroughApi(course.id, full.id);
    const last = await scheduleSession(course.id, { capacity: 1, daysAhead: 41 });

    await page.goto(`/booking/${course.id}`);
    const main = page.getByRole('main');
    await expect(sessionRadio(page, full.id)).toBeDisabled();
    await expect(sessionRadio(page, last.id)).toBeEnabled();
    await fillDetails(page, 'fr', {
      firstName: 'Samuel',
      lastName: 'Roy',
      email: `samuel-${uniqueTag()}@example.com`,
    });
    await sessionRadio(page, last.id).check();
    // Someone else takes the last seat before Samuel confirms.
    await bookThroughApi(course.id, last.id);
    await main.getByRole('button', { name: 'Confirmer la réservation' }).click();

    await expect(main.getByRole('alert')).toContainText('Cette séance vient d’être complétée.');
    await expect(sessionRadio(page, last.id)).toBeDisabled();
    await expect(page).toHaveURL(`/booking/${course.id}`);
  });

  test('the booking page passes axe, on a phone too, with its contact side bar', async ({
    page,
  }) => {
    await page.goto('/booking/3');
    await expect(heading(page)).toHaveText('Réserver une formation');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Date souhaitée')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Réserver une consultation' })).toHaveAttribute(
      'href',
      /^mailto:info@secours\.example\?subject=/,
    );
    await expect(main.getByRole('link', { name: '819 555-0142', exact: true })).toHaveAttribute(
      'href',
      'tel:+18195550142',
    );
    await expect(
      main.getByText('Du lundi au vendredi, de 15\u00a0h\u00a030 à 18\u00a0h\u00a030'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'booking page');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/booking/3?lng=en');
    await expect(heading(page)).toHaveText('Book a course');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await expectNoSeriousA11yViolations(page, 'booking page, English, 375 px');
  });

  test('card payment is shown unavailable when the server has no Stripe keys', async ({
    page,
    request,
  }) => {
    const config = await (await request.get('/api/payments/config')).json();
    expect(config).toEqual({
      cardEnabled: false,
      lateOfflinePayments: 'class-day',
      publishableKey: null,
    });
    await page.goto('/booking/2?lng=en');
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: /Credit card/ })).toBeDisabled();
    await expect(main.getByTestId('card-unavailable')).toHaveText(
      'Card payment is not available at the moment. Please choose Interac e-Transfer or cash.',
    );
    await expect(main.getByTestId('panel-card')).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });
});

test('a signed-in student books with their details filled in and finds the booking in their account', async ({
  page,
  signUp,
}) => {
  const account = await signUp();
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/dashboard');

  const course = seededCourses.firstAid;
  await page.goto(`/booking/${course.id}`);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Prénom', { exact: true })).toHaveValue(account.firstName);
  await expect(main.getByLabel('Nom', { exact: true })).toHaveValue(account.lastName);
  await expect(main.getByLabel('Courriel', { exact: true })).toHaveValue(account.email);
  await main.getByLabel('Date souhaitée').fill(dateFromToday(45));
  await main.getByRole('radio', { name: /Comptant/ }).check();
  await main.getByRole('button', { name: 'Confirmer la réservation' }).click();

  const reference = await expectSuccessPage(page, 'fr', 'cash', course.priceCents);
  await expect(main.getByRole('link', { name: 'Mon tableau de bord' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  const mine = await page.request.get('/api/me/bookings');
  expect(mine.status()).toBe(200);
  const { bookings } = (await mine.json()) as { bookings: { reference: string }[] };
  expect(bookings.map((booking) => booking.reference)).toContain(reference);
});
