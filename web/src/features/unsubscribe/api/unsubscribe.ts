import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type Unsubscribed = ResponseBody<'/api/unsubscribe', 'post'>;

/**
 * Withdraws the consent of the mail's address to news and renewal reminders, with the token of
 * its link; the same answer for a token already used. Fails with 404 for a token nobody knows.
 */
export const unsubscribe = (token: string) =>
  api.post<Unsubscribed>(`/api/unsubscribe?token=${encodeURIComponent(token)}`);

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
