import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { companyKeys } from './keys';
import type { EmployeeList } from './types';

/** One page of the company's employees, newest first: those still employed, or those who left. */
export function getEmployees(
  companyId: number,
  list: EmployeeList,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams(list === 'departed' ? { departed: 'true' } : {});
  if (cursor) query.set('cursor', cursor);
  const search = String(query);
  return api.get<ResponseBody<'/api/companies/{id}/employees'>>(
    `/api/companies/${companyId}/employees${search ? `?${search}` : ''}`,
    signal,
  );
}

export const employeesQuery = (companyId: number, list: EmployeeList) =>
  infiniteQueryOptions({
    queryKey: companyKeys.employeeList(companyId, list),
    queryFn: ({ pageParam, signal }) => getEmployees(companyId, list, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far, and their employees (by default those still employed). */
export function useEmployees(companyId: number, list: EmployeeList = 'current') {
  return useInfinitePages(employeesQuery(companyId, list), 'employees');
}
