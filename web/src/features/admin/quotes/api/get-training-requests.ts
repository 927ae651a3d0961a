import { infiniteQueryOptions, keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminQuoteKeys } from './keys';
import type { RequestFilter, TrainingRequest } from './types';

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

/**
 * One request, looked for page by page among them all (the API reads no request alone); 404 when
 * none has this id.
 */
async function findTrainingRequest(id: number, signal?: AbortSignal): Promise<TrainingRequest> {
  let cursor: string | null = null;
  do {
    const page: RequestsPage = await getTrainingRequests('all', cursor, signal);
    const found = page.requests.find((request) => request.id === id);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  throw new ApiError(404, 'not-found', 'No such training request.');
}

/**
 * The request a quote is prepared from: the list's copy when the editor was opened from it, else
 * read (the editor's address opened anew).
 */
export function useTrainingRequest(id: number, listed: TrainingRequest | undefined) {
  return useQuery({
    queryKey: adminQuoteKeys.request(id),
    queryFn: ({ signal }) => findTrainingRequest(id, signal),
    initialData: listed?.id === id ? listed : undefined,
    // What the editor starts from: read once.
    staleTime: Infinity,
    enabled: id > 0,
    retry: false,
  });
}
