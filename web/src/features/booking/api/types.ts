import type { ResponseBody, Schemas } from '@/lib/api/types';

/** The few facts about a catalogue course the booking page needs (GET /api/courses?lang=). */
export type BookableCourse = Pick<Schemas['Course'], 'id' | 'slug' | 'title' | 'priceCents'>;

/** An upcoming dated sitting of a course (GET /api/courses/{id}/sessions). */
export type CourseSession = Schemas['Session'];

export const PAYMENT_METHODS = ['card', 'interac', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A booking as its owner sees it (POST /api/bookings, GET /api/bookings/{id}). */
export type Booking = Schemas['Booking'];

/** What the page sends; amounts are computed by the server. */
export type BookingRequest = Schemas['BookingRequest'] & { language: 'fr' | 'en' };

/** The saved booking and the token that lets this browser read it and pay for it. */
export type CreatedBooking = ResponseBody<'/api/bookings', 'post'>;

export type PaymentIntent = ResponseBody<'/api/bookings/{id}/payment-intent', 'post'>;
