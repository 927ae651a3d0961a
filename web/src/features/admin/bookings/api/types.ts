import type { components, paths } from '@/lib/api/schema';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** A booking as admins see it (GET /api/admin/bookings). */
export type AdminBooking = components['schemas']['AdminBooking'];
export type AdminBookingStatus = AdminBooking['status'];

export type AdminBookingsResult = Json<paths['/api/admin/bookings']['get']['responses']['200']>;
export type BookingCounts = AdminBookingsResult['counts'];

export const STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What an admin can do to a booking (PATCH /api/admin/bookings/{id}). */
export type BookingChange =
  | { status: 'approved' | 'rejected' }
  | { paymentReceived: true }
  | { refundHandled: true; note: string };
