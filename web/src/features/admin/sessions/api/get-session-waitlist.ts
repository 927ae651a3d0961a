import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminSessionKeys } from './keys';

type WaitlistPage = ResponseBody<'/api/admin/sessions/{id}/waitlist'>;

/**
 * One page of a session's waiting list in its order, the places that are over included. `cursor`
 * is the page before's `nextCursor` (none for the first page).
 */
export function getSessionWaitlist(sessionId: number, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<WaitlistPage>(`/api/admin/sessions/${sessionId}/waitlist${query}`, signal);
}

export const sessionWaitlistQuery = (sessionId: number) =>
  infiniteQueryOptions({
    queryKey: adminSessionKeys.waitlist(sessionId),
    queryFn: ({ pageParam, signal }) => getSessionWaitlist(sessionId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export function useSessionWaitlist(sessionId: number) {
  return useInfinitePages(sessionWaitlistQuery(sessionId), 'entries');
}
