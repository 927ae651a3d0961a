import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export interface ResetPasswordBody {
  token: string;
  password: string;
}

/** Sets a new password with the mailed token; the server ends every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
