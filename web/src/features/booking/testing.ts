/* Vitest only: sample booking data and a fake API. Not imported by the application. */
import { errorResponse, jsonResponse } from '@/lib/auth/testing';
import type { User } from '@/lib/auth/types';
import type { BookableCourse, Booking, CourseSession } from './api/types';

export const cpr: BookableCourse = {
  id: 2,
  slug: 'rcr-dea-niveau-c',
  title: 'Sauveteur cardio RCR-DEA niveau C',
  priceCents: 10000,
};
export const firstAid: BookableCourse = {
  id: 3,
  slug: 'secourisme-niveau-c',
  title: 'Secourisme en milieu de travail',
  priceCents: 15000,
};
export const freeTalk: BookableCourse = {
  id: 9,
  slug: 'conference',
  title: 'Conférence gratuite',
  priceCents: 0,
};

export function makeSession(overrides: Partial<CourseSession> = {}): CourseSession {
  return {
    id: 11,
    courseId: cpr.id,
    startsAt: '2030-12-07T09:00:00-05:00',
    endsAt: '2030-12-07T16:00:00-05:00',
    location: '123, rue Principale, Gatineau',
    capacity: 12,
    seatsLeft: 5,
    status: 'scheduled',
    ...overrides,
  };
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
    interacReference: '4817263',
    interacEmail: 'info@secours.example',
    holdExpiresAt: null,
    refundNeeded: false,
    lastPaymentError: null,
    createdAt: '2030-11-01T14:00:00Z',
    updatedAt: '2030-11-01T14:00:00Z',
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

interface BookingApiOptions {
  user?: User | null;
  courses?: BookableCourse[];
  sessions?: Record<number, CourseSession[]>;
  cardEnabled?: boolean;
  routes?: Record<string, Handler>;
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
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(url, init);
    if (key === 'GET /api/auth/me') {
      return user ? jsonResponse(200, { user }) : errorResponse(401, 'unauthenticated');
    }
    if (key === 'GET /api/courses') return jsonResponse(200, { courses });
    if (key === 'GET /api/payments/config') {
      return jsonResponse(200, {
        cardEnabled,
        publishableKey: cardEnabled ? 'pk_test_secours' : null,
      });
    }
    const match = /^GET \/api\/courses\/(\d+)\/sessions$/.exec(key);
    if (match) return jsonResponse(200, { sessions: sessions[Number(match[1])] ?? [] });
    return errorResponse(404, 'not-found');
  });
}

/** The JSON body of the last `method` call to `path`. */
export function lastBodyOf(spy: ReturnType<typeof mockBookingApi>, method: string, path: string) {
  const call = spy.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path &&
        (init?.method ?? 'GET') === method,
    )
    .at(-1);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}

/** How many `method` calls went to `path`. */
export function callsTo(spy: ReturnType<typeof mockBookingApi>, method: string, path: string) {
  return spy.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path &&
      (init?.method ?? 'GET') === method,
  ).length;
}
