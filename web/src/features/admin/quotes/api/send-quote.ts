import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { keepQuote } from './create-quote';
import { adminQuoteKeys } from './keys';

/**
 * Mails the quote to its contact, PDF attached with a link to accept or decline it: a draft turns
 * sent; a sent one goes again (with a new link). 409 quote-expired past its validity, quote-closed
 * once accepted, declined or revised.
 */
export async function sendQuote(id: number) {
  const { quote } = await api.post<ResponseBody<'/api/admin/quotes/{id}/send', 'post'>>(
    `/api/admin/quotes/${id}/send`,
  );
  return quote;
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: (quote) => keepQuote(queryClient, quote),
    // Refused, the quote has changed under the page (expired, answered): it reads it again.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: adminQuoteKeys.detail(id) }),
  });
}
