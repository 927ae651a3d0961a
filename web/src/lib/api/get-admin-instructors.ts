import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminInstructorKeys } from './admin-instructor-keys';
import { api } from './client';
import { everyPage } from './every-page';
import type { QueryParams, ResponseBody, Schemas } from './types';

type InstructorsPage = ResponseBody<'/api/admin/instructors'>;

/** The most instructors a page may hold: a team of a few dozen comes in one. */
const MAX_PAGE = 200;

/**
 * One page of the instructors, by name (admins only); `q` keeps those whose name or email has
 * words starting with its words. `cursor` is the page before's `nextCursor` (none for the first
 * page).
 */
export function getAdminInstructors(
  query: QueryParams<'/api/admin/instructors'>,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  const search = String(params);
  return api.get<InstructorsPage>(`/api/admin/instructors${search ? `?${search}` : ''}`, signal);
}

export const adminInstructorsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminInstructorKeys.list(q.trim()),
    queryFn: ({ pageParam, signal }) =>
      getAdminInstructors({ q, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The office page's pages loaded so far; the last list stays on screen while a search loads. */
export function useAdminInstructors(q: string) {
  return useInfinitePages(
    { ...adminInstructorsQuery(q), placeholderData: keepPreviousData },
    'instructors',
  );
}

/** Every instructor, the pages followed to the last: what a session's instructors are chosen from. */
export function getEveryAdminInstructor(signal?: AbortSignal): Promise<Schemas['Instructor'][]> {
  return everyPage(
    (cursor) => getAdminInstructors({ limit: MAX_PAGE, cursor }, signal),
    (page) => page.instructors,
  );
}

export const everyAdminInstructorQuery = () =>
  queryOptions({
    queryKey: adminInstructorKeys.every,
    queryFn: ({ signal }) => getEveryAdminInstructor(signal),
  });

export function useEveryAdminInstructor() {
  return useQuery(everyAdminInstructorQuery());
}
