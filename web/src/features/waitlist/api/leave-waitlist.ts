import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { waitlistEntryKeys } from '@/lib/api/get-waitlist-entry';
import type { ResponseBody } from '@/lib/api/types';

/**
 * Leaves the line, or declines the seats offered (they go to the next person), with the token of
 * the place's mail. Fails with 404 for a wrong token, 409 invalid-transition once the place is over.
 */
export async function leaveWaitlist(id: string, token: string) {
  const { entry } = await api.post<ResponseBody<'/api/waitlist/{id}/leave', 'post'>>(
    `/api/waitlist/${encodeURIComponent(id)}/leave?${new URLSearchParams({ token })}`,
  );
  return entry;
}

export function useLeaveWaitlist(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(id, token),
    onSuccess: (entry) => queryClient.setQueryData(waitlistEntryKeys.entry(id, token), entry),
    // Refused: the place changed meanwhile (an offer made or lapsed); show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: waitlistEntryKeys.entry(id, token) }),
  });
}
