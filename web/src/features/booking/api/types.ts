import type { components, paths } from '@/lib/api/schema';

type Schemas = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The few facts about a catalogue course the booking page needs (GET /api/courses?lang=). */
export type BookableCourse = Pick<Schemas['Course'], 'id' | 'slug' | 'title' | 'priceCents'>;

/** An upcoming dated sitting of a course (GET /api/courses/{id}/sessions). */
export type CourseSession = Schemas['Session'];

export type PaymentsConfig = Json<paths['/api/payments/config']['get']['responses']['200']>;

export const PAYMENT_METHODS = ['card', 'interac', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type Amounts = Schemas['Amounts'];

/** A booking as its owner sees it (POST /api/bookings, GET /api/bookings/{id}). */
export type Booking = Schemas['Booking'];
export type BookingStatus = Booking['status'];
export type PaymentStatus = Booking['paymentStatus'];

/** What the page sends; amounts are computed by the server. */
export type BookingRequest = Schemas['BookingRequest'] & { language: 'fr' | 'en' };

/** The saved booking and the token that lets this browser read it and pay for it. */
export type CreatedBooking = Json<paths['/api/bookings']['post']['responses']['201']>;

export type PaymentIntent = Json<
  paths['/api/bookings/{id}/payment-intent']['post']['responses']['200']
>;
