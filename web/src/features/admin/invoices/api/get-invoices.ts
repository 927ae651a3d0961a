import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { adminInvoiceKeys } from './keys';
import type { StatusFilter } from './types';

type InvoicesPage = ResponseBody<'/api/admin/invoices'>;

/**
 * One page of every company's invoices of a status, newest first (the overdue ones oldest first).
 * `cursor` is the page before's `nextCursor` (none for the first page).
 */
export function getInvoices(status: StatusFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return api.get<InvoicesPage>(`/api/admin/invoices?${params}`, signal);
}

export const adminInvoicesQuery = (status: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminInvoiceKeys.list(status),
    queryFn: ({ pageParam, signal }) => getInvoices(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; the last list stays on screen while another filter loads. */
export function useInvoices(status: StatusFilter) {
  return useInfinitePages(
    { ...adminInvoicesQuery(status), placeholderData: keepPreviousData },
    'invoices',
  );
}
