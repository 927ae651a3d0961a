import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n/languages';
import { adminBookingKeys } from './keys';
import type { AdminBookingsResult, StatusFilter } from './types';

/**
 * The bookings matching a search and a status, newest first, with the counts per status; course
 * titles in the admin's language, whatever language each customer booked in.
 */
export function getAdminBookings(
  q: string,
  status: StatusFilter,
  language: Language,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ lang: language });
  if (q.trim()) params.set('q', q.trim());
  if (status !== 'all') params.set('status', status);
  return api.get<AdminBookingsResult>(`/api/admin/bookings?${params}`, signal);
}

export const adminBookingsQuery = (q: string, status: StatusFilter, language: Language) =>
  queryOptions({
    queryKey: adminBookingKeys.list(q.trim(), status, language),
    queryFn: ({ signal }) => getAdminBookings(q, status, language, signal),
    staleTime: 0,
  });

/** Keeps the last list on screen while a new search loads. */
export function useAdminBookings(q: string, status: StatusFilter, language: Language) {
  return useQuery({
    ...adminBookingsQuery(q, status, language),
    placeholderData: keepPreviousData,
  });
}
