import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

/**
 * Offers a waiting person their seats now, out of turn (held for them, and mailed). Fails with
 * 409 session-full without enough free seats, invalid-transition when they no longer wait.
 */
export async function offerWaitlistEntry(id: number) {
  const { entry } = await api.post<ResponseBody<'/api/admin/waitlist/{id}/offer', 'post'>>(
    `/api/admin/waitlist/${id}/offer`,
  );
  return entry;
}

export function useOfferWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerWaitlistEntry,
    // The line and the session's seats, read again after a failure too (the line moved).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
