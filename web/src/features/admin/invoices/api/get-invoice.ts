import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminInvoiceKeys } from './keys';
import type { Invoice } from './types';

/** One invoice with its lines and payments (404 when unknown). */
export async function getInvoice(id: number, signal?: AbortSignal) {
  const { invoice } = await api.get<ResponseBody<'/api/admin/invoices/{id}'>>(
    `/api/admin/invoices/${id}`,
    signal,
  );
  return invoice;
}

export const adminInvoiceQuery = (id: number) =>
  queryOptions({
    queryKey: adminInvoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: 0,
  });

/** The invoice, read again when opened; the list's copy shows meanwhile. */
export function useInvoice(id: number, listed: Invoice | undefined) {
  return useQuery({ ...adminInvoiceQuery(id), placeholderData: listed, enabled: id > 0 });
}
