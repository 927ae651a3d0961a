import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminQuoteKeys } from './keys';
import type { Quote, QuoteInput } from './types';

/**
 * A draft quote, from a request or from scratch: numbered by the server, its taxes computed on the
 * subtotal. 400 with `fields` (a day's or a line's as `days[0].startsAt`, `lines[1].unitPriceCents`);
 * 404 when the company or the request is unknown.
 */
export async function createQuote(input: QuoteInput) {
  const { quote } = await api.post<ResponseBody<'/api/admin/quotes', 'post'>>(
    '/api/admin/quotes',
    input,
  );
  return quote;
}

/**
 * A quote the server answered with: its page shows it at once, and both lists read again (a
 * request answered is quoted now).
 */
export function keepQuote(queryClient: QueryClient, quote: Quote) {
  queryClient.setQueryData(adminQuoteKeys.detail(quote.id), quote);
  return Promise.all(
    [adminQuoteKeys.lists, adminQuoteKeys.requestLists].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: (quote) => keepQuote(queryClient, quote),
  });
}
