import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminSystemKeys } from './keys';

/**
 * Makes a failed mail due at once (204); 404 when it no longer waits on a failure (sent
 * meanwhile, or given up).
 */
export async function sendMailAgain(id: number) {
  await api.post<void>(`/api/admin/system/mails/${id}/send-again`);
}

/** The page is read again whatever the answer: the queue has moved either way. */
export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailAgain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSystemKeys.status }),
  });
}
