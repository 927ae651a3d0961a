import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminAccount } from './auth-server';
import { expect, logIn, test as authTest } from './auth-fixtures';

export { expect, logIn };

/** Seeded courses (secours seed) the booking specs use, with their prices before taxes. */
export const seededCourses = {
  /** Booked by session in the Interac specs. */
  cpr: { id: 2, slug: 'rcr-dea-niveau-c', priceCents: 9500 },
  /** Booked by sessions that fill up. */
  bls: { id: 1, slug: 'soins-immediats-reanimation', priceCents: 12500 },
  /** Never gets sessions: booked on request. */
  firstAid: { id: 3, slug: 'premiers-soins-niveau-c', priceCents: 13500 },
  /** Never gets sessions: booked on request. */
  earlyChildhood: { id: 5, slug: 'premiers-soins-petite-enfance-allergies', priceCents: 15000 },
  /** Sessions created and cancelled through the admin screen. */
  pdsb: { id: 6, slug: 'deplacement-securitaire-personnes', priceCents: 16500 },
} as const;

export interface ScheduledSession {
  id: number;
  courseId: number;
  startsAt: string;
  endsAt: string;
  location: string;
  capacity: number;
}

export interface SessionRequest {
  capacity?: number;
  /** Days from today; different tests pick different days. */
  daysAhead?: number;
  /** The session's instructors (their account ids). */
  instructorIds?: number[];
}

let sequence = 0;

/** A unique tag for names that must not collide across tests and workers. */
export function uniqueTag(): string {
  sequence += 1;
  return `${Date.now().toString(36).slice(-5)}${process.pid % 1000}${sequence}`;
}

/** YYYY-MM-DD, `days` from today (UTC). */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The signed-up `student` (whose cookies `request` carries) books the early-childhood course on
 * request, paying cash, in French.
 */
export async function bookOnRequestAs(
  request: APIRequestContext,
  student: { firstName: string; lastName: string; email: string },
): Promise<{ reference: string }> {
  const response = await request.post('/api/bookings', {
    data: {
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      courseId: seededCourses.earlyChildhood.id,
      preferredDate: dateFromToday(40),
      paymentMethod: 'cash',
      language: 'fr',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { booking: { reference: string } }).booking;
}

interface BookingFixtures {
  /** An admin account created with the CLI, signed in through the API (its own cookie jar). */
  adminApi: { account: AdminAccount; request: APIRequestContext };
  /** Schedules a session of a course through the admin API. */
  scheduleSession: (courseId: number, options?: SessionRequest) => Promise<ScheduledSession>;
  /** Books through the public API, e.g. to fill a session under a visitor's feet. */
  bookThroughApi: (courseId: number, sessionId: number) => Promise<{ reference: string }>;
}

export const test = authTest.extend<BookingFixtures>({
  adminApi: async ({ createAdmin, playwright, baseURL, extraHTTPHeaders }, use) => {
    const account = await createAdmin();
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    const response = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password, rememberMe: false },
    });
    expect(response.status(), await response.text()).toBe(200);
    await use({ account, request });
    await request.dispose();
  },

  scheduleSession: async ({ adminApi }, use) => {
    await use(async (courseId, { capacity = 8, daysAhead, instructorIds } = {}) => {
      const days = daysAhead ?? 60 + Math.floor(Math.random() * 600);
      const date = dateFromToday(days);
      const response = await adminApi.request.post(`/api/courses/${courseId}/sessions`, {
        data: {
          // 14:00 UTC is 9:00 or 10:00 in Quebec, depending on daylight saving time.
          startsAt: `${date}T14:00:00Z`,
          endsAt: `${date}T21:00:00Z`,
          location: `Salle ${uniqueTag()}, Gatineau`,
          capacity,
          ...(instructorIds ? { instructorIds } : {}),
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { session: ScheduledSession }).session;
    });
  },

  bookThroughApi: async ({ request }, use) => {
    await use(async (courseId, sessionId) => {
      const response = await request.post('/api/bookings', {
        data: {
          firstName: 'Autre',
          lastName: 'Personne',
          email: `autre-${uniqueTag()}@example.com`,
          courseId,
          sessionId,
          paymentMethod: 'interac',
          language: 'fr',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { booking: { reference: string } }).booking;
    });
  },
});

/** The labels of the booking form in each language. */
export const bookingLabels = {
  fr: {
    heading: 'Réserver une formation',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone (facultatif)',
    course: 'Formation',
    preferredDate: 'Date souhaitée (facultatif)',
    requests: 'Demandes particulières (facultatif)',
    card: /Carte de crédit/,
    interac: /Virement Interac/,
    cash: /Comptant/,
    confirm: 'Confirmer la réservation',
    success: 'Merci pour votre réservation\u00a0!',
  },
  en: {
    heading: 'Book a course',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone (optional)',
    course: 'Course',
    preferredDate: 'Preferred date (optional)',
    requests: 'Special requests (optional)',
    card: /Credit card/,
    interac: /Interac e-Transfer/,
    cash: /Cash/,
    confirm: 'Confirm booking',
    success: 'Thank you for your booking!',
  },
} as const;

export type Lang = keyof typeof bookingLabels;

/** Fills the visitor's details in the booking form. */
export async function fillDetails(
  page: Page,
  lang: Lang,
  person: { firstName: string; lastName: string; email: string; phone?: string },
) {
  const labels = bookingLabels[lang];
  const main = page.getByRole('main');
  await main.getByLabel(labels.firstName, { exact: true }).fill(person.firstName);
  await main.getByLabel(labels.lastName, { exact: true }).fill(person.lastName);
  await main.getByLabel(labels.email, { exact: true }).fill(person.email);
  if (person.phone) await main.getByLabel(labels.phone, { exact: true }).fill(person.phone);
}

/** The radio button of one session of the booking form. */
export const sessionRadio = (page: Page, sessionId: number) =>
  page.locator(`input[type="radio"][name="sessionId"][value="${sessionId}"]`);

/** Text with the no-break spaces of French typography made ordinary. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** GST and QST in cents, rounded half up, as the server charges them. */
export function quebecTaxes(priceCents: number) {
  const gst = Math.floor((priceCents * 50 + 500) / 1000);
  const qst = Math.floor((priceCents * 9975 + 50_000) / 100_000);
  return { gst, qst, total: priceCents + gst + qst };
}

/** An amount as the page writes it: "109,23 $" in French, "$109.23" in English. */
export function money(cents: number, lang: Lang): string {
  return plain(
    new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: 'CAD',
    }).format(cents / 100),
  );
}
