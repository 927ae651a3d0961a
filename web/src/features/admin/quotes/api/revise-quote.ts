import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { keepQuote } from './create-quote';
import { adminQuoteKeys } from './keys';

/**
 * A new draft version of the quote (same number, version + 1); the one revised is kept and can no
 * longer be accepted. 409 quote-accepted once accepted, quote-revised when a newer version exists.
 */
export async function reviseQuote(id: number) {
  const { quote } = await api.post<ResponseBody<'/api/admin/quotes/{id}/revise', 'post'>>(
    `/api/admin/quotes/${id}/revise`,
  );
  return quote;
}

export function useReviseQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseQuote,
    onSuccess: (quote) => keepQuote(queryClient, quote),
    // Revised or refused, the version revised has changed: it is read again.
    onSettled: (_quote, _error, id) =>
      queryClient.invalidateQueries({ queryKey: adminQuoteKeys.detail(id) }),
  });
}
