import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

/**
 * Reopens a session's signed roster, the reason recorded; the certificates it issued stay. 409
 * roster-not-finalized when it is open already.
 */
export async function reopenRoster(sessionId: number, reason: string) {
  const { roster } = await api.post<ResponseBody<'/api/admin/sessions/{id}/roster/reopen', 'post'>>(
    `/api/admin/sessions/${sessionId}/roster/reopen`,
    { reason },
  );
  return roster;
}

export function useReopenRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, reason }: { sessionId: number; reason: string }) =>
      reopenRoster(sessionId, reason),
    // The sessions' roster states, read again after a refusal too (it was open already).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
