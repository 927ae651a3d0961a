import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminQuoteKeys } from './keys';
import type { RequestFilter } from './types';

type RequestsPage = ResponseBody<'/api/admin/training-requests'>;

/**
 * One page of the training requests of a status, newest first. `cursor` is the page before's
 * `nextCursor` (none for the first page).
 */
export function getTrainingRequests(
  status: RequestFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return api.get<RequestsPage>(`/api/admin/training-requests?${params}`, signal);
}

const trainingRequestsQuery = (status: RequestFilter) =>
  infiniteQueryOptions({
    queryKey: adminQuoteKeys.requests(status),
    queryFn: ({ pageParam, signal }) => getTrainingRequests(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while another filter loads. */
export function useTrainingRequests(status: RequestFilter) {
  return useInfinitePages(
    { ...trainingRequestsQuery(status), placeholderData: keepPreviousData },
    'requests',
  );
}
