import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api/types';

export type ResetPasswordBody = RequestBody<'/api/auth/reset-password', 'post'>;

/** Sets a new password with the mailed token; the server ends every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
