import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import type { DeleteAccountRequest } from './types';

/**
 * Deletes the signed-in account for good (204; the server ends the session); its certificates stay
 * verifiable by their number only when asked (keepCertificatesVerifiable). Fails with
 * wrong-password or office-account (403, nothing erased), validation (400) or rate-limited (429).
 */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await apiFetch<undefined>('/api/me', { method: 'DELETE', body: request });
}

/** Deletes the account; the caller then leaves and forgets the session, as signing out does. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

export type DeleteAccountMutation = ReturnType<typeof useDeleteAccount>;
