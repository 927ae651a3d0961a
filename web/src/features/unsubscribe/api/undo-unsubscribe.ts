import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type Resubscribed = ResponseBody<'/api/unsubscribe/undo', 'post'>;

/** Gives the consent again from the unsubscribe page, with the same token; 404 when unknown. */
export const undoUnsubscribe = (token: string) =>
  api.post<Resubscribed>(`/api/unsubscribe/undo?token=${encodeURIComponent(token)}`);

export function useUndoUnsubscribe() {
  return useMutation({ mutationFn: undoUnsubscribe });
}
