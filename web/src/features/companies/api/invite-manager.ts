import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { companyKeys } from './keys';

/**
 * Invites an address to manage the company: it becomes a manager once someone signs in with it.
 * Answers the managers and the invitations.
 */
export function inviteManager(companyId: number, email: string) {
  return api.post<ResponseBody<'/api/companies/{id}/managers', 'post'>>(
    `/api/companies/${companyId}/managers`,
    { email },
  );
}

/** The answer is the new list: shown at once. */
export function useInviteManager(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteManager(companyId, email),
    onSuccess: (managers) => queryClient.setQueryData(companyKeys.managers(companyId), managers),
  });
}
