import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/auth/post-json';

export interface ResetPasswordBody {
  token: string;
  password: string;
}

/** Sets a new password with the mailed token; the server ends every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return postJson('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
