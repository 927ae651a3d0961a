import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { companyKeys } from './keys';

/** One page of the company's employees, newest first. */
export function getEmployees(companyId: number, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<ResponseBody<'/api/companies/{id}/employees'>>(
    `/api/companies/${companyId}/employees${query}`,
    signal,
  );
}

export const employeesQuery = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: companyKeys.employees(companyId),
    queryFn: ({ pageParam, signal }) => getEmployees(companyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far, and their employees. */
export function useEmployees(companyId: number) {
  return useInfinitePages(employeesQuery(companyId), 'employees');
}
