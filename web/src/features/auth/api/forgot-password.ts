import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { RequestBody } from '@/lib/api/types';

/** Asks for a reset link; the server answers 202 whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/forgot-password', {
    email,
  } satisfies RequestBody<'/api/auth/forgot-password', 'post'>);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
