import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { instructorKeys } from './keys';

type SessionsPage = ResponseBody<'/api/instructor/sessions'>;

/**
 * One page of the instructor's sessions, soonest first: those not over yet and those that ended
 * in the last 30 days. `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getInstructorSessions(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<SessionsPage>(`/api/instructor/sessions${query}`, signal);
}

export const instructorSessionsQuery = () =>
  infiniteQueryOptions({
    queryKey: instructorKeys.sessions,
    queryFn: ({ pageParam, signal }) => getInstructorSessions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Seats and rosters change during the day: read on every visit.
    staleTime: 0,
  });

/** The pages loaded so far. */
export function useInstructorSessions() {
  return useInfinitePages(instructorSessionsQuery(), 'sessions');
}
