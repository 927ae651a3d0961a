import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { companyKeys } from './keys';

/** Team bookings a page holds: a few, each a card. */
export const TEAM_BOOKINGS_PAGE = 10;

/** One page of the company's team bookings, newest first. */
export function getTeamBookings(companyId: number, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(TEAM_BOOKINGS_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return api.get<ResponseBody<'/api/companies/{id}/bookings'>>(
    `/api/companies/${companyId}/bookings?${query}`,
    signal,
  );
}

export const teamBookingsQuery = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: companyKeys.teamBookings(companyId),
    queryFn: ({ pageParam, signal }) => getTeamBookings(companyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far. */
export function useTeamBookings(companyId: number) {
  return useInfinitePages(teamBookingsQuery(companyId), 'teamBookings');
}
