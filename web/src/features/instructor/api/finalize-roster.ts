import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { rosterQuery } from './get-roster';
import { instructorKeys } from './keys';

/**
 * Signs and locks the roster with the name the instructor typed, then issues a certificate to every
 * attendee who passed and whose booking is paid; the others come back with why. 409
 * roster-finalized when it is signed already.
 */
export function finalizeRoster(sessionId: number, signature: string) {
  return api.post<ResponseBody<'/api/instructor/sessions/{id}/finalize', 'post'>>(
    `/api/instructor/sessions/${sessionId}/finalize`,
    { signature },
  );
}

export function useFinalizeRoster(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string) => finalizeRoster(sessionId, signature),
    // Locked at once; the roster is read again behind it (its certificates), and the sessions too.
    onSuccess: ({ roster }) =>
      queryClient.setQueryData(
        rosterQuery(sessionId).queryKey,
        (data) => data && { ...data, roster },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorKeys.roster(sessionId) }),
        queryClient.invalidateQueries({ queryKey: instructorKeys.sessions }),
      ]),
  });
}
