import type { RequestBody, ResponseBody, Schemas } from '@/lib/api/types';

/** The few facts about a catalogue course the booking page needs (GET /api/courses?lang=). */
export type BookableCourse = Pick<Schemas['Course'], 'id' | 'slug' | 'title' | 'priceCents'>;

/** An upcoming dated sitting of a course (GET /api/courses/{id}/sessions). */
export type CourseSession = Schemas['Session'];

export const PAYMENT_METHODS = ['card', 'interac', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid outside the site, each by its deadline before the session (decision 058). */
export type OfflineMethod = keyof Schemas['PaymentDeadlines'];

/**
 * What a cash or Interac payer is told: the last day to pay, or, once it has passed, to pay on the
 * class day before the class starts (the server's booking.paymentDue).
 */
export type PaymentDue = Schemas['PaymentDue'];

/** A booking as its owner sees it (POST /api/bookings, GET /api/bookings/{id}). */
export type Booking = Schemas['Booking'];

/** What the page sends; amounts are computed by the server. */
export type BookingRequest = Schemas['BookingRequest'] & { language: 'fr' | 'en' };

/** The saved booking and the token that lets this browser read it and pay for it. */
export type CreatedBooking = ResponseBody<'/api/bookings', 'post'>;

export type PaymentIntent = ResponseBody<'/api/bookings/{id}/payment-intent', 'post'>;

/** What checking a promo code sends: the code as typed, the course, and the email when known. */
export type PromoCodeCheck = RequestBody<'/api/promo-codes/check', 'post'>;

/** A course's price with a promo code (POST /api/promo-codes/check), as the booking would cost. */
export type PromoCodePrice = Schemas['PromoCodePrice'];

/** What joining a full session's waiting list sends (POST /api/sessions/{id}/waitlist). */
export type WaitlistJoinRequest = Schemas['WaitlistJoinRequest'] & { language: 'fr' | 'en' };

/** The place taken in the line: its rank, from 1, and the place itself. */
export type JoinedWaitlist = ResponseBody<'/api/sessions/{id}/waitlist', 'post'>;
