import type { StatusFilter } from './types';

export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  list: (q: string, status: StatusFilter) => ['admin-bookings', 'list', q, status] as const,
};
