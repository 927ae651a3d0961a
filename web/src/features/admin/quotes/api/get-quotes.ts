import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminQuoteKeys } from './keys';
import type { QuoteFilter } from './types';

type QuotesPage = ResponseBody<'/api/admin/quotes'>;

/**
 * One page of the quotes' latest versions of a status, newest first. `cursor` is the page before's
 * `nextCursor` (none for the first page).
 */
export function getQuotes(status: QuoteFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return api.get<QuotesPage>(`/api/admin/quotes?${params}`, signal);
}

const adminQuotesQuery = (status: QuoteFilter) =>
  infiniteQueryOptions({
    queryKey: adminQuoteKeys.list(status),
    queryFn: ({ pageParam, signal }) => getQuotes(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while another filter loads. */
export function useQuotes(status: QuoteFilter) {
  return useInfinitePages(
    { ...adminQuotesQuery(status), placeholderData: keepPreviousData },
    'quotes',
  );
}
