import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { instructorKeys } from './keys';

/** Declines an open offer. 409 offer-closed once it is no longer open. */
export async function declineOffer(id: number) {
  const { offer } = await api.post<ResponseBody<'/api/instructor/offers/{id}/decline', 'post'>>(
    `/api/instructor/offers/${id}/decline`,
  );
  return offer;
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorKeys.offers }),
  });
}
