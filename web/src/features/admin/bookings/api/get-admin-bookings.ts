import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminBookingKeys } from './keys';
import type { AdminBookingsResult, StatusFilter } from './types';

/** The bookings matching a search and a status, newest first, with the counts per status. */
export function getAdminBookings(q: string, status: StatusFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status !== 'all') params.set('status', status);
  const query = params.toString() ? `?${params}` : '';
  return api.get<AdminBookingsResult>(`/api/admin/bookings${query}`, signal);
}

export const adminBookingsQuery = (q: string, status: StatusFilter) =>
  queryOptions({
    queryKey: adminBookingKeys.list(q.trim(), status),
    queryFn: ({ signal }) => getAdminBookings(q, status, signal),
    staleTime: 0,
  });

/** Keeps the last list on screen while a new search loads. */
export function useAdminBookings(q: string, status: StatusFilter) {
  return useQuery({ ...adminBookingsQuery(q, status), placeholderData: keepPreviousData });
}
