/* Vitest only: sample sessions and bookings, and the fake API of the booking page. */
import type { Course } from '@/lib/api/course-types';
import type { PaymentsConfig } from '@/lib/api/get-payments-config';
import type { Schemas } from '@/lib/api/types';
import type { User } from '@/lib/auth/types';
import { jsonResponse, type Routes } from './api';
import { cpr, firstAid, mockCatalogueApi } from './courses';

type Session = Schemas['Session'];
type Booking = Schemas['Booking'];
type AdminBooking = Schemas['AdminBooking'];
type AdminSession = Schemas['AdminSession'];

type SessionDay = Schemas['SessionDay'];

/** A sample session's days: the one day its start and end make, unless the sample names its days. */
export function withOneDay<T extends { startsAt: string; endsAt: string; days?: SessionDay[] }>(
  session: T,
): T & { days: SessionDay[] } {
  return {
    ...session,
    days: session.days ?? [
      { date: session.startsAt.slice(0, 10), startsAt: session.startsAt, endsAt: session.endsAt },
    ],
  };
}

type PaymentDeadlines = Schemas['PaymentDeadlines'];

/** The server's payment deadlines of the sample sessions of December 2030, well ahead of today. */
const FAR_DEADLINES: PaymentDeadlines = { cash: '2030-12-02', interac: '2030-12-05' };

/**
 * A sample session, public or the office's, as the server writes it: its days (withOneDay) and its
 * payment deadlines (those of Saturday, December 7, 2030, unless the sample names them).
 */
export function asSession<
  T extends {
    startsAt: string;
    endsAt: string;
    days?: SessionDay[];
    paymentDeadlines?: PaymentDeadlines;
  },
>(session: T): T & { days: SessionDay[]; paymentDeadlines: PaymentDeadlines } {
  return withOneDay({ ...session, paymentDeadlines: session.paymentDeadlines ?? FAR_DEADLINES });
}

/** A session as the office's list reads it: Saturday, December 7, 2030, 3 of 12 seats taken. */
export function makeAdminSession(overrides: Partial<AdminSession> = {}): AdminSession {
  return asSession({
    id: 5,
    courseId: 2,
    course: { id: 2, title: 'Sauveteur cardio RCR-DEA niveau C' },
    startsAt: '2030-12-07T09:00:00-05:00',
    endsAt: '2030-12-07T16:00:00-05:00',
    location: 'Salle A, Gatineau',
    capacity: 12,
    seatsTaken: 3,
    seatsLeft: 9,
    status: 'scheduled',
    instructors: [],
    roster: 'open',
    createdAt: '2030-11-01T14:00:00Z',
    updatedAt: '2030-11-01T14:00:00Z',
    ...overrides,
  });
}

/** Saturday, December 7, 2030: cash is due by Monday, December 2, Interac by Thursday, December 5. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return asSession({
    id: 11,
    courseId: cpr.id,
    startsAt: '2030-12-07T09:00:00-05:00',
    endsAt: '2030-12-07T16:00:00-05:00',
    location: '123, rue Principale, Gatineau',
    capacity: 12,
    seatsLeft: 5,
    status: 'scheduled',
    ...overrides,
  });
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    reference: 'SEC-7K3M9Q',
    status: 'pending',
    paymentStatus: 'awaiting-payment',
    paymentMethod: 'interac',
    language: 'fr',
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie@example.com',
    phone: '',
    specialRequests: '',
    course: { id: cpr.id, title: cpr.title },
    session: {
      id: 11,
      startsAt: '2030-12-07T09:00:00-05:00',
      endsAt: '2030-12-07T16:00:00-05:00',
      location: '123, rue Principale, Gatineau',
      status: 'scheduled',
    },
    preferredDate: null,
    amounts: {
      subtotalCents: 10000,
      gstCents: 500,
      qstCents: 998,
      totalCents: 11498,
      currency: 'CAD',
    },
    promoCode: null,
    discountCents: 0,
    interacReference: '4817263',
    interacEmail: 'info@secours.example',
    holdExpiresAt: null,
    paymentDue: { date: '2030-12-05', classDay: false },
    refundNeeded: false,
    lastPaymentError: null,
    documents: [],
    refunds: [],
    cancellable: true,
    cancellationDeadline: '2030-12-05T09:00:00-05:00',
    movable: true,
    createdAt: '2030-11-01T14:00:00Z',
    updatedAt: '2030-11-01T14:00:00Z',
    ...overrides,
  };
}

/** A booking as admins list it: the booking, its account and when it was paid. */
export function makeAdminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const booking = makeBooking({ id: 1, reference: 'SEC-AAAAAA' });
  return {
    ...booking,
    session: booking.session && { ...booking.session, location: 'Gatineau' },
    userId: null,
    userName: 'Marie Tremblay',
    userEmail: 'marie@example.com',
    courseName: cpr.title,
    paidAt: null,
    history: [{ at: '2030-11-01T14:00:00Z', kind: 'created', detail: '', actor: 'customer' }],
    ...overrides,
  };
}

interface BookingApiOptions {
  user?: User | null;
  courses?: Course[];
  sessions?: Record<number, Session[]>;
  cardEnabled?: boolean;
  /** The office's choice for a booking made after its cash or Interac deadline. */
  lateOfflinePayments?: PaymentsConfig['lateOfflinePayments'];
  routes?: Routes;
}

/**
 * Replaces fetch: the current user, the catalogue, each course's sessions and the payment
 * settings, plus `routes` ('METHOD /path', query ignored) that win over those; else 404.
 */
export function mockBookingApi({
  user = null,
  courses = [cpr, firstAid],
  sessions = {},
  cardEnabled = false,
  lateOfflinePayments = 'class-day',
  routes = {},
}: BookingApiOptions = {}) {
  const courseIds = new Set([
    ...courses.map((course) => course.id),
    ...Object.keys(sessions).map(Number),
  ]);
  const sessionRoutes: Routes = Object.fromEntries(
    [...courseIds].map((id) => [
      `GET /api/courses/${id}/sessions`,
      () => jsonResponse(200, { sessions: sessions[id] ?? [] }),
    ]),
  );
  return mockCatalogueApi(user, courses, {
    'GET /api/payments/config': () =>
      jsonResponse(200, {
        cardEnabled,
        publishableKey: cardEnabled ? 'pk_test_secours' : null,
        lateOfflinePayments,
      } satisfies PaymentsConfig),
    ...sessionRoutes,
    ...routes,
  });
}
