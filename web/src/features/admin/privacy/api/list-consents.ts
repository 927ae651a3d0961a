import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminPrivacyKeys } from './keys';
import type { ConsentKind } from './types';

type ConsentsPage = ResponseBody<'/api/admin/privacy/consents'>;

/** The consents' filters: one address (any case), one kind; empty for all. */
export interface ConsentFilter {
  email: string;
  kind: ConsentKind | '';
}

/**
 * One page of the consents given, newest first, of one address and one kind when the filter
 * says so. `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function listConsents(filter: ConsentFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filter.email) params.set('email', filter.email);
  if (filter.kind) params.set('kind', filter.kind);
  if (cursor) params.set('cursor', cursor);
  const query = String(params);
  return api.get<ConsentsPage>(`/api/admin/privacy/consents${query ? `?${query}` : ''}`, signal);
}

export const adminConsentsQuery = (filter: ConsentFilter) =>
  infiniteQueryOptions({
    queryKey: adminPrivacyKeys.consents(filter.email, filter.kind),
    queryFn: ({ pageParam, signal }) => listConsents(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while another filter loads. */
export function useConsents(filter: ConsentFilter) {
  return useInfinitePages(
    { ...adminConsentsQuery(filter), placeholderData: keepPreviousData },
    'consents',
  );
}
