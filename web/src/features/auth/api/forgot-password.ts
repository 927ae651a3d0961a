import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/auth/post-json';

/** Asks for a reset link; the server answers 202 whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return postJson('/api/auth/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
