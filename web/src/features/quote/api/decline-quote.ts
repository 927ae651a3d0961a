import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { useAnswerCache } from './answer-cache';

/**
 * POST /api/quotes/{id}/decline: the customer declines a sent quote with a reason, with the mailed
 * link's token. Fails with 400 fields, 404 for a wrong token, 409 once it can no longer be answered.
 */
export async function declineQuote(
  id: string,
  body: RequestBody<'/api/quotes/{id}/decline', 'post'>,
) {
  const { quote } = await api.post<ResponseBody<'/api/quotes/{id}/decline', 'post'>>(
    `/api/quotes/${encodeURIComponent(id)}/decline`,
    body,
  );
  return quote;
}

export function useDeclineQuote(id: string, token: string) {
  const cache = useAnswerCache(id, token);
  return useMutation({
    mutationFn: (reason: string) => declineQuote(id, { token, reason }),
    onSuccess: cache.answered,
    onError: cache.refused,
  });
}
