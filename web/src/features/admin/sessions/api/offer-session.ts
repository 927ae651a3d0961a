import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

type OfferRequest = RequestBody<'/api/admin/sessions/{id}/offers', 'post'>;

/**
 * Offers a session to several instructors (1 to 20), each mailed; the first to accept teaches it.
 * Answers the offers now open on the session. 400 instructorIds; 404; 409 when it can no longer
 * be offered (session-cancelled…).
 */
export async function offerSession(sessionId: number, request: OfferRequest) {
  const { offers } = await api.post<ResponseBody<'/api/admin/sessions/{id}/offers', 'post'>>(
    `/api/admin/sessions/${sessionId}/offers`,
    request,
  );
  return offers;
}

export function useOfferSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, instructorIds }: { sessionId: number; instructorIds: number[] }) =>
      offerSession(sessionId, { instructorIds }),
    // The candidates' offers, read again after a refusal too (the session changed meanwhile).
    onSettled: (_offers, _error, { sessionId }) =>
      queryClient.invalidateQueries({ queryKey: adminSessionKeys.candidates(sessionId) }),
  });
}
