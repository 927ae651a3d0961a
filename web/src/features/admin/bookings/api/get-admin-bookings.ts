import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import type { Language } from '@/lib/i18n/languages';
import { listParams, type BookingFilters } from '../booking-filters';
import { adminBookingKeys } from './keys';
import type { AdminBookingsPage } from './types';

/**
 * One page of the bookings matching a search and filters, newest first, with the counts per
 * status over them; course titles in the admin's language, whatever language each customer
 * booked in. `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getAdminBookings(
  filters: BookingFilters,
  language: Language,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({
    lang: language,
    ...Object.fromEntries(listParams(filters)),
  });
  if (cursor) params.set('cursor', cursor);
  return api.get<AdminBookingsPage>(`/api/admin/bookings?${params}`, signal);
}

export const adminBookingsQuery = (filters: BookingFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: adminBookingKeys.list(filters, language),
    queryFn: ({ pageParam, signal }) => getAdminBookings(filters, language, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Asked again on each visit, but not by the page mounting a moment after main.tsx prefetched it.
    staleTime: 2_000,
  });

/** The pages loaded so far; the last list stays on screen while other filters load. */
export function useAdminBookings(filters: BookingFilters, language: Language) {
  return useInfinitePages(
    {
      ...adminBookingsQuery(filters, language),
      placeholderData: keepPreviousData,
    },
    'bookings',
  );
}
