import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

/**
 * Takes a person out of the line (status removed); an offer they hold ends and its seats go to
 * the next one. Fails with 409 invalid-transition once their place is over.
 */
export async function removeWaitlistEntry(id: number) {
  const { entry } = await api.delete<ResponseBody<'/api/admin/waitlist/{id}', 'delete'>>(
    `/api/admin/waitlist/${id}`,
  );
  return entry;
}

export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
