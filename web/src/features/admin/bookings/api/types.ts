import type { RequestBody, ResponseBody, Schemas } from '@/lib/api/types';

/** A booking as admins see it (GET /api/admin/bookings). */
export type AdminBooking = Schemas['AdminBooking'];

export type AdminBookingsResult = ResponseBody<'/api/admin/bookings'>;
export type BookingCounts = AdminBookingsResult['counts'];

export const STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What an admin can do to a booking (PATCH /api/admin/bookings/{id}). */
export type BookingChange = RequestBody<'/api/admin/bookings/{id}', 'patch'>;
