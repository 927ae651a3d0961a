import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminCompanyKeys } from './keys';
import type { CreditFilter } from './types';

type CompaniesPage = ResponseBody<'/api/admin/companies'>;

/**
 * One page of the companies whose name has words starting with those of `q`, of a credit state,
 * newest first. `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getCompanies(
  q: string,
  credit: CreditFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (credit !== 'all') params.set('credit', credit);
  if (cursor) params.set('cursor', cursor);
  const query = String(params);
  return api.get<CompaniesPage>(`/api/admin/companies${query ? `?${query}` : ''}`, signal);
}

export const adminCompaniesQuery = (q: string, credit: CreditFilter) =>
  infiniteQueryOptions({
    queryKey: adminCompanyKeys.list(q.trim(), credit),
    queryFn: ({ pageParam, signal }) => getCompanies(q, credit, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while a new search loads. */
export function useCompanies(q: string, credit: CreditFilter) {
  return useInfinitePages(
    { ...adminCompaniesQuery(q, credit), placeholderData: keepPreviousData },
    'companies',
  );
}
