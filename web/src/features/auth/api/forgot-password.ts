import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Asks for a reset link; the server answers 202 whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
