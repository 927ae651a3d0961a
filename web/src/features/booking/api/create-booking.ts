import { api } from '@/lib/api/client';
import type { BookingRequest, CreatedBooking } from './types';

/**
 * Saves a booking (status pending, awaiting payment). Fails with validation (fields),
 * session-full (409), course-unavailable, payments-unavailable or rate-limited.
 */
export const createBooking = (request: BookingRequest) =>
  api.post<CreatedBooking>('/api/bookings', request);
