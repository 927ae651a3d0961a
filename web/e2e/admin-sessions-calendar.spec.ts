import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  expect,
  logIn,
  plain,
  seededCourses,
  test,
  type ScheduledSession,
} from './support/booking-fixtures';
import { seededPdsb } from './support/catalogue-data';
import { expectNothingOverflows } from './support/fit';

const QUEBEC = 'America/Toronto';

/** The Quebec calendar day (YYYY-MM-DD) of an instant. */
function quebecDay(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: QUEBEC,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
}

/** The calendar's heading of a month: "Décembre 2026". */
function monthTitle(month: string): string {
  const name = new Intl.DateTimeFormat('fr-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "9 h 00", the Quebec time of an instant as the page writes it. */
function quebecTime(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: QUEBEC,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('hour'))} h ${part('minute')}`;
}

/**
 * How many days from today (UTC, as scheduleSession counts them) to the 15th of the month after
 * Quebec's current one: a session the calendar shows one "next month" away.
 */
function daysToNextMonth(): { daysAhead: number; month: string } {
  const month = nextMonth(quebecDay(new Date()).slice(0, 7));
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return { daysAhead: (Date.parse(`${month}-15T00:00:00Z`) - today) / 86_400_000, month };
}

/** The calendar's link to a session: it leads to the session's bookings. */
const sessionLink = (page: Page, session: ScheduledSession) =>
  page.locator(`a[href="/admin/bookings?sessionId=${session.id}"]`);

test('the office finds a session in the calendar with its seats and opens its bookings', async ({
  page,
  adminApi,
  scheduleSession,
  bookThroughApi,
}) => {
  test.slow(); // a booking, three months of sessions, the bookings list and an accessibility scan
  const { daysAhead, month } = daysToNextMonth();
  const session = await scheduleSession(seededCourses.pdsb.id, { capacity: 8, daysAhead });
  const { reference } = await bookThroughApi(seededCourses.pdsb.id, session.id);
  expect(quebecDay(session.startsAt).slice(0, 7)).toBe(month);

  await page.goto('/login');
  await logIn(page, adminApi.account);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Séances' })
    .click();
  await expect(page).toHaveURL('/admin/sessions');

  const views = page.getByRole('group', { name: 'Affichage' });
  await views.getByRole('link', { name: 'Calendrier' }).click();
  await expect(page).toHaveURL('/admin/sessions?view=calendar');
  await expect(views.getByRole('link', { name: 'Calendrier' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const thisMonth = quebecDay(new Date()).slice(0, 7);
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(thisMonth) })).toBeVisible();

  // Next month: the session, with its time, course and seats taken.
  await page.getByRole('link', { name: 'Mois suivant' }).click();
  await expect(page).toHaveURL(`/admin/sessions?view=calendar&month=${month}`);
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month) })).toBeVisible();
  const link = sessionLink(page, session);
  await expect(link).toBeVisible();
  await expect(link).toContainText('1 / 8');
  await expect(link).toContainText(seededPdsb.fr.title);
  expect(plain(await link.textContent())).toContain(quebecTime(session.startsAt));
  const date = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${quebecDay(session.startsAt)}T12:00:00Z`),
  );
  expect(plain(await link.getAttribute('aria-label'))).toBe(
    plain(
      `${date}, de ${quebecTime(session.startsAt)} à ${quebecTime(session.endsAt)}, ` +
        `${seededPdsb.fr.title}, 1 place réservée sur 8, aucun formateur`,
    ),
  );
  await expectNoSeriousA11yViolations(page, 'admin sessions calendar');

  // A month further it is gone; the month before brings it back, and so does the back button.
  await page.getByRole('link', { name: 'Mois suivant' }).click();
  await expect(page).toHaveURL(`/admin/sessions?view=calendar&month=${nextMonth(month)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: monthTitle(nextMonth(month)) }),
  ).toBeVisible();
  await expect(link).toHaveCount(0);
  await page.getByRole('link', { name: 'Mois précédent' }).click();
  await expect(page).toHaveURL(`/admin/sessions?view=calendar&month=${month}`);
  await expect(link).toContainText('1 / 8');
  await page.goBack();
  await expect(page).toHaveURL(`/admin/sessions?view=calendar&month=${nextMonth(month)}`);
  await expect(link).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(`/admin/sessions?view=calendar&month=${month}`);

  // The session leads to its bookings, and to its bookings only.
  await link.click();
  await expect(page).toHaveURL(`/admin/bookings?sessionId=${session.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservations');
  const rows = page.getByTestId('booking-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(reference);

  // Back to the calendar, on the same month.
  await page.goBack();
  await expect(page).toHaveURL(`/admin/sessions?view=calendar&month=${month}`);
  await expect(link).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the month is an agenda of the days that have sessions, and it fits', async ({
    page,
    adminApi,
    scheduleSession,
  }) => {
    const { daysAhead, month } = daysToNextMonth();
    const session = await scheduleSession(seededCourses.pdsb.id, { capacity: 8, daysAhead });
    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    // A shared link opens the same month.
    await page.goto(`/admin/sessions?view=calendar&month=${month}`);
    const calendar = page.getByRole('region', { name: monthTitle(month) });
    await expect(sessionLink(page, session)).toBeVisible();
    await expect(sessionLink(page, session)).toContainText('0 / 8');

    const date = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${quebecDay(session.startsAt)}T12:00:00Z`),
    );
    await expect(
      calendar.getByRole('heading', { level: 3, name: plain(date), exact: true }),
    ).toBeVisible();
    // Only the days with sessions are listed.
    const days = calendar.getByTestId('calendar-day').filter({ visible: true });
    expect(await days.count()).toBeGreaterThan(0);
    expect(await days.count()).toBeLessThan(28);
    for (const day of await days.all()) {
      await expect(day.getByTestId('calendar-session').first()).toBeVisible();
    }
    await expectNothingOverflows(page, calendar);
  });
});
