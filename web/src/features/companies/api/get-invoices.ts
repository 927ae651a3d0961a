import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { useInfinitePages } from '@/lib/hooks/use-infinite-pages';
import { companyKeys } from './keys';
import type { InvoiceFilter } from './types';

const INVOICES_PAGE = 20;

/** One page of the company's invoices, newest first (the overdue ones: oldest first). */
export function getInvoices(
  companyId: number,
  status: InvoiceFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ status, limit: String(INVOICES_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return api.get<ResponseBody<'/api/companies/{id}/invoices'>>(
    `/api/companies/${companyId}/invoices?${query}`,
    signal,
  );
}

export const invoicesQuery = (companyId: number, status: InvoiceFilter) =>
  infiniteQueryOptions({
    queryKey: companyKeys.invoiceList(companyId, status),
    queryFn: ({ pageParam, signal }) => getInvoices(companyId, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The pages loaded so far; another filter's list stays in view while it loads. */
export function useInvoices(companyId: number, status: InvoiceFilter) {
  return useInfinitePages(
    {
      ...invoicesQuery(companyId, status),
      placeholderData: keepPreviousData,
    },
    'invoices',
  );
}
