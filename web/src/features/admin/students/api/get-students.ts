import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminStudentKeys } from './keys';

/** The student accounts whose name or email contains `q`, newest first. */
export function getStudents(q: string, signal?: AbortSignal) {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return api.get<ResponseBody<'/api/admin/students'>>(`/api/admin/students${query}`, signal);
}

export const adminStudentsQuery = (q: string) =>
  queryOptions({
    queryKey: adminStudentKeys.list(q.trim()),
    queryFn: ({ signal }) => getStudents(q, signal),
    staleTime: 0,
  });

/** Keeps the last list on screen while a new search loads. */
export function useStudents(q: string) {
  return useQuery({ ...adminStudentsQuery(q), placeholderData: keepPreviousData });
}
