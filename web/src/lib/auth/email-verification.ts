import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { AUTH_KEY } from './auth-api';

/** The proven address, and whether it was a first verification or a change of address. */
export type VerifiedEmail = ResponseBody<'/api/auth/verify-email', 'post'>;

/**
 * Proves an address with the token of its mailed link (single use). Fails with invalid-token
 * (used, replaced or expired) or email-already-in-use (another account took a new address).
 */
export function verifyEmail(token: string): Promise<VerifiedEmail> {
  return api.post<VerifiedEmail>('/api/auth/verify-email', { token });
}

/** Mails the waiting link again; fails with already-verified or rate-limited. */
export function resendVerification(): Promise<unknown> {
  return api.post('/api/auth/resend-verification');
}

/**
 * Once an address is proven, the user and everything read for them (bookings linked) is stale.
 * A reading still on the way may have been answered before the proof: it is dropped, not waited
 * for (a query's first fetch is otherwise shared by the refetch, and its old answer would stay).
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      await queryClient.invalidateQueries();
    },
  });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onError: () => queryClient.invalidateQueries({ queryKey: [AUTH_KEY] }),
  });
}
