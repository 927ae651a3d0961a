import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';

/** Cancels a session: its active bookings are cancelled and their people notified. */
export async function cancelSession(id: number) {
  const { session } = await api.post<ResponseBody<'/api/admin/sessions/{id}/cancel', 'post'>>(
    `/api/admin/sessions/${id}/cancel`,
  );
  return session;
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
