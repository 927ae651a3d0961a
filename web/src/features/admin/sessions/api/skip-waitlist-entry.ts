import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

/**
 * Sends a person to the end of the line; an offer they hold ends and its seats go to the next
 * one. Fails with 409 invalid-transition once their place is over.
 */
export async function skipWaitlistEntry(id: number) {
  const { entry } = await api.post<ResponseBody<'/api/admin/waitlist/{id}/skip', 'post'>>(
    `/api/admin/waitlist/${id}/skip`,
  );
  return entry;
}

export function useSkipWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipWaitlistEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
