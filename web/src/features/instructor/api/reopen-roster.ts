import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { rosterQuery } from './get-roster';
import { instructorKeys } from './keys';

/**
 * The office reopens a signed roster from the roster's page, the reason recorded; the certificates
 * it issued stay (admins only: 403 to an instructor). 409 roster-not-finalized when it is open
 * already.
 */
export function reopenRoster(sessionId: number, reason: string) {
  return api.post<ResponseBody<'/api/admin/sessions/{id}/roster/reopen', 'post'>>(
    `/api/admin/sessions/${sessionId}/roster/reopen`,
    { reason },
  );
}

export function useReopenRoster(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => reopenRoster(sessionId, reason),
    // Open at once; the roster is read again behind it (its reopenings), after a refusal too.
    onSuccess: ({ roster }) =>
      queryClient.setQueryData(
        rosterQuery(sessionId).queryKey,
        (data) => data && { ...data, roster },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorKeys.roster(sessionId) }),
  });
}
