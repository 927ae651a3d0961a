import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminPrivacyKeys } from './keys';

type AuditPage = ResponseBody<'/api/admin/privacy/audit'>;

/**
 * One page of the audit trail, newest first, of one person (`email`, any case) or of everyone
 * (empty). `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function listAudit(email: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (email) params.set('email', email);
  if (cursor) params.set('cursor', cursor);
  const query = String(params);
  return api.get<AuditPage>(`/api/admin/privacy/audit${query ? `?${query}` : ''}`, signal);
}

export const adminAuditQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: adminPrivacyKeys.audit(email),
    queryFn: ({ pageParam, signal }) => listAudit(email, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while another person's loads. */
export function useAudit(email: string) {
  return useInfinitePages(
    { ...adminAuditQuery(email), placeholderData: keepPreviousData },
    'entries',
  );
}
