import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { instructorKeys } from './keys';

type OffersPage = ResponseBody<'/api/instructor/offers'>;

/**
 * One page of the sessions offered to the instructor, open ones first. `cursor` is the page
 * before's `nextCursor` (none for the first page).
 */
export function getInstructorOffers(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<OffersPage>(`/api/instructor/offers${query}`, signal);
}

export const instructorOffersQuery = () =>
  infiniteQueryOptions({
    queryKey: instructorKeys.offers,
    queryFn: ({ pageParam, signal }) => getInstructorOffers(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Another instructor may take an offer at any time: read on every visit.
    staleTime: 0,
  });

/** The pages loaded so far. */
export function useInstructorOffers() {
  return useInfinitePages(instructorOffersQuery(), 'offers');
}
