import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminPrivacyKeys } from './keys';

type IncidentsPage = ResponseBody<'/api/admin/privacy/incidents'>;

/**
 * One page of the register of confidentiality incidents, newest first. `cursor` is the page
 * before's `nextCursor` (none for the first page).
 */
export function listIncidents(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<IncidentsPage>(`/api/admin/privacy/incidents${query}`, signal);
}

export const adminIncidentsQuery = () =>
  infiniteQueryOptions({
    queryKey: adminPrivacyKeys.incidents,
    queryFn: ({ pageParam, signal }) => listIncidents(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export function useIncidents() {
  return useInfinitePages(adminIncidentsQuery(), 'incidents');
}
