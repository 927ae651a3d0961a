import type { QueryParams, RequestBody, ResponseBody, Schemas } from '@/lib/api/types';

/** A booking as admins see it (GET /api/admin/bookings). */
export type AdminBooking = Schemas['AdminBooking'];

/** One page of the list, its cursor to the next, and, on the first page only, the counts. */
export type AdminBookingsPage = ResponseBody<'/api/admin/bookings'>;
/**
 * The counts over the search and the filters but the status. Each stops at `limit`: a count equal
 * to it means that many or more; null, not counted (too costly for these filters).
 */
export type BookingCounts = NonNullable<AdminBookingsPage['counts']>;

type ListParams = QueryParams<'/api/admin/bookings'>;

export const STATUS_FILTERS = [
  'all',
  'pending',
  'approved',
  'rejected',
  'cancelled',
] as const satisfies readonly NonNullable<ListParams['status']>[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const PAYMENT_FILTERS = [
  'all',
  'awaiting-payment',
  'paid',
  'refunded',
] as const satisfies readonly NonNullable<ListParams['paymentStatus']>[];
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const METHOD_FILTERS = [
  'all',
  'card',
  'interac',
  'cash',
] as const satisfies readonly NonNullable<ListParams['method']>[];
export type MethodFilter = (typeof METHOD_FILTERS)[number];

/** What an admin can do to a booking (PATCH /api/admin/bookings/{id}). */
export type BookingChange = RequestBody<'/api/admin/bookings/{id}', 'patch'>;
