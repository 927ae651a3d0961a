import type { Language } from '@/lib/i18n/languages';

/** The few facts about a catalogue course the booking page needs (GET /api/courses?lang=). */
export interface BookableCourse {
  id: number;
  slug: string;
  title: string;
  priceCents: number;
}

/** An upcoming dated sitting of a course (GET /api/courses/{id}/sessions). */
export interface CourseSession {
  id: number;
  courseId: number;
  /** ISO 8601 with the Quebec offset, e.g. 2026-12-05T09:00:00-05:00. */
  startsAt: string;
  endsAt: string;
  location: string;
  capacity: number;
  seatsLeft: number;
  status: 'scheduled' | 'cancelled';
}

export interface PaymentsConfig {
  cardEnabled: boolean;
  publishableKey: string | null;
}

export const PAYMENT_METHODS = ['card', 'interac', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type BookingStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type PaymentStatus = 'awaiting-payment' | 'paid' | 'refunded';

export interface Amounts {
  subtotalCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
  currency: string;
}

/** A booking as its owner sees it (POST /api/bookings, GET /api/bookings/{id}). */
export interface Booking {
  id: number;
  reference: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  language: Language;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
  course: { id: number; title: string };
  session: {
    id: number;
    startsAt: string;
    endsAt: string;
    location: string;
    status: string;
  } | null;
  /** YYYY-MM-DD for a booking on request. */
  preferredDate: string | null;
  amounts: Amounts;
  /** The 7-digit code to write in the Interac transfer's message. */
  interacReference: string | null;
  interacEmail: string | null;
  holdExpiresAt: string | null;
  lastPaymentError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the page sends; amounts are computed by the server. */
export interface BookingRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  courseId: number;
  sessionId?: number;
  preferredDate?: string;
  specialRequests?: string;
  paymentMethod: PaymentMethod;
  language: Language;
}

export interface CreatedBooking {
  booking: Booking;
  /** Lets this browser read the booking and pay for it without an account. */
  accessToken: string;
}

export interface PaymentIntent {
  clientSecret: string;
  publishableKey: string;
  amountCents: number;
  currency: string;
}
