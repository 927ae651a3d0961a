import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { useAnswerCache } from './answer-cache';

type AcceptQuoteBody = RequestBody<'/api/quotes/{id}/accept', 'post'>;

/** Who accepts: the name, and the title and purchase order when given. */
export type Acceptance = Omit<AcceptQuoteBody, 'token'>;

/**
 * POST /api/quotes/{id}/accept: the customer accepts a sent quote, with the mailed link's token;
 * the company's private session is created. Fails with 400 fields, 404 for a wrong token, 409
 * quote-expired, quote-revised, quote-closed or session-conflict.
 */
export function acceptQuote(id: string, body: AcceptQuoteBody) {
  return api.post<ResponseBody<'/api/quotes/{id}/accept', 'post'>>(
    `/api/quotes/${encodeURIComponent(id)}/accept`,
    body,
  );
}

export function useAcceptQuote(id: string, token: string) {
  const cache = useAnswerCache(id, token);
  return useMutation({
    mutationFn: (acceptance: Acceptance) => acceptQuote(id, { token, ...acceptance }),
    onSuccess: ({ quote }) => cache.answered(quote),
    onError: cache.refused,
  });
}
