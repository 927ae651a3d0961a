/* Vitest only: sample sessions and bookings, and the fake API of the booking page. */
import type { Course } from '@/lib/api/course-types';
import type { Schemas } from '@/lib/api/types';
import type { User } from '@/lib/auth/types';
import { jsonResponse, type Routes } from './api';
import { cpr, firstAid, mockCatalogueApi } from './courses';

type Session = Schemas['Session'];
type Booking = Schemas['Booking'];
type AdminBooking = Schemas['AdminBooking'];

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

export function makeSession(overrides: Partial<Session> = {}): Session {
  return withOneDay({
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
      jsonResponse(200, { cardEnabled, publishableKey: cardEnabled ? 'pk_test_secours' : null }),
    ...sessionRoutes,
    ...routes,
  });
}
