import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminStudentKeys } from './keys';

type StudentsPage = ResponseBody<'/api/admin/students'>;

/**
 * One page of the student accounts whose name, email or phone has words starting with those of
 * `q`, newest first. `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getStudents(q: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  const query = String(params);
  return api.get<StudentsPage>(`/api/admin/students${query ? `?${query}` : ''}`, signal);
}

export const adminStudentsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminStudentKeys.list(q.trim()),
    queryFn: ({ pageParam, signal }) => getStudents(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while a new search loads. */
export function useStudents(q: string) {
  return useInfinitePages(
    { ...adminStudentsQuery(q), placeholderData: keepPreviousData },
    'students',
  );
}
