import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { adminSessionKeys } from './keys';
import type { SessionInput } from './types';

/**
 * Edits a scheduled session (PUT /api/admin/sessions/{id}): 400 validation like scheduling one,
 * 409 capacity-below-seats-taken or session-cancelled.
 */
export async function updateSession(id: number, input: SessionInput) {
  const { session } = await api.put<ResponseBody<'/api/admin/sessions/{id}', 'put'>>(
    `/api/admin/sessions/${id}`,
    input,
  );
  return session;
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SessionInput }) => updateSession(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all }),
  });
}
