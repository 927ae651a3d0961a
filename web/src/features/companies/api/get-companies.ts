import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { companyKeys } from './keys';

/** One page of the companies the signed-in person manages, newest first. */
export function getCompanies(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<ResponseBody<'/api/companies'>>(`/api/companies${query}`, signal);
}

export const companiesQuery = () =>
  infiniteQueryOptions({
    queryKey: companyKeys.list,
    queryFn: ({ pageParam, signal }) => getCompanies(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far. */
export function useCompanies() {
  return useInfinitePages(companiesQuery(), 'companies');
}
