import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';

/**
 * Accepts an offer: the first instructor to accept teaches the session. 409 offer-taken (another
 * accepted first), offer-closed (no longer open), instructor-busy (another session then).
 */
export async function acceptOffer(id: number) {
  const { offer } = await api.post<ResponseBody<'/api/instructor/offers/{id}/accept', 'post'>>(
    `/api/instructor/offers/${id}/accept`,
  );
  return offer;
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // The offers are read again after a refusal too (taken or closed meanwhile); an accepted
    // session joins the instructor's sessions.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorKeys.offers }),
        queryClient.invalidateQueries({ queryKey: instructorKeys.sessions }),
      ]),
  });
}
