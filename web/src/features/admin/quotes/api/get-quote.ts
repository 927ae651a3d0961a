import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminQuoteKeys } from './keys';

/** One quote version with the list of its versions (404 when unknown). */
export async function getQuote(id: number, signal?: AbortSignal) {
  const { quote } = await api.get<ResponseBody<'/api/admin/quotes/{id}'>>(
    `/api/admin/quotes/${id}`,
    signal,
  );
  return quote;
}

const adminQuoteQuery = (id: number) =>
  queryOptions({
    queryKey: adminQuoteKeys.detail(id),
    queryFn: ({ signal }) => getQuote(id, signal),
    staleTime: 0,
  });

/** The quote, read again when its page opens; the copy a save left shows meanwhile. */
export function useQuote(id: number) {
  return useQuery({ ...adminQuoteQuery(id), enabled: id > 0 });
}
