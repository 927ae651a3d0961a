import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { keepQuote } from './create-quote';
import type { QuoteInput } from './types';

/** Replaces a draft's content: 400 as a creation; 409 quote-not-draft once it was sent. */
export async function updateQuote(id: number, input: QuoteInput) {
  const { quote } = await api.put<ResponseBody<'/api/admin/quotes/{id}', 'put'>>(
    `/api/admin/quotes/${id}`,
    input,
  );
  return quote;
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: QuoteInput }) => updateQuote(id, input),
    onSuccess: (quote) => keepQuote(queryClient, quote),
  });
}
