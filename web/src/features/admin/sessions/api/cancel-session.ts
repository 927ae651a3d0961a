import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminSessionKeys } from './keys';
import type { AdminSession } from './types';

/** Cancels a session: its active bookings are cancelled and their people notified. */
export async function cancelSession(id: number) {
  const { session } = await api.post<{ session: AdminSession }>(`/api/admin/sessions/${id}/cancel`);
  return session;
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
